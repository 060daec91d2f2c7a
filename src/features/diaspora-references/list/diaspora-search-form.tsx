import { useState, type ReactNode } from 'react';
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DIASPORA_NS } from '../i18n/namespace';
import type { DiasporaLists } from '../use-diaspora-lists';
import { EMPTY_DIASPORA_QUERY, type DiasporaQuery, type DiasporaTextField, type Evidence } from './diaspora-query';

interface DiasporaSearchFormProps {
  /** The search in force: the form shows it again when the list comes back from another view. */
  initial: DiasporaQuery;
  lists: DiasporaLists;
  onSearch: (query: DiasporaQuery) => void;
}

/**
 * The list's search form (spec 02 §2.14) over the device's copy, in the shared form's manner
 * (ui/offline-list/local-search-form.tsx, text fields only): it searches on 'Kërko' or Enter.
 */
export function DiasporaSearchForm({ initial, lists, onSearch }: DiasporaSearchFormProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const [values, setValues] = useState<DiasporaQuery>(initial);
  const set = <K extends keyof DiasporaQuery>(field: K, value: DiasporaQuery[K]) => setValues((current) => ({ ...current, [field]: value }));

  const text = (field: DiasporaTextField, label: string) => (
    <Field.Root key={field}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        name={field}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </Field.Root>
  );
  const evidence: [Evidence, string][] = [
    ['all', t('list.evidenceAll')],
    ['yes', t('common.yes')],
    ['no', t('common.no')],
  ];

  return (
    <form
      role="search"
      data-testid="diaspora-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="2">
        {text('name', t('common.name'))}
        {text('surname', t('common.surname'))}
        {text('father_name', t('common.fatherName'))}
        <SelectField label={t('common.referenceType')} name="reference_type" value={values.reference_type} onChange={(v) => set('reference_type', v)}>
          <option value="">{t('list.anyType')}</option>
          {[...lists.types.values()].map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </SelectField>
        {text('referues_name', t('list.referrerName'))}
        {text('referues_surname', t('list.referrerSurname'))}
        <SelectField label={t('common.country')} name="country" value={values.country} onChange={(v) => set('country', v)}>
          <option value="">{t('list.anyCountry')}</option>
          {[...lists.countries.values()].map((country) => (
            <option key={country.id} value={country.id}>
              {country.country_name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('list.evidence')} name="evidence" value={values.evidence} onChange={(v) => set('evidence', isEvidence(v) ? v : 'all')}>
          {evidence.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </SimpleGrid>
      <HStack gap="2" mt="2">
        <Button type="submit" minH="44px">
          <Search aria-hidden />
          {t('translation:offlineList.search')}
        </Button>
        <Button
          type="button"
          variant="outline"
          minH="44px"
          onClick={() => {
            setValues(EMPTY_DIASPORA_QUERY);
            onSearch(EMPTY_DIASPORA_QUERY);
          }}
        >
          <X aria-hidden />
          {t('translation:offlineList.clear')}
        </Button>
      </HStack>
    </form>
  );
}

function isEvidence(value: string): value is Evidence {
  return value === 'all' || value === 'yes' || value === 'no';
}

function SelectField({ label, name, value, onChange, children }: { label: string; name: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
