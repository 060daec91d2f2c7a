import { useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../contract/patronaged-voters';
import { DayInput } from '../../../ui/day-input';
import { EMIGRANT_NS } from '../i18n/namespace';
import { EMPTY_EMIGRANT_QUERY, type EmigrantQuery, type EmigrantTextField } from './emigrant-filter';

/** The text filters in the spec's order (§3 "List filters"), with their label keys. */
const TEXT_FIELDS: readonly [EmigrantTextField, string][] = [
  ['name', 'fields.name'],
  ['surname', 'fields.surname'],
  ['phone', 'fields.phone'],
];
const PLACE_FIELDS: readonly [EmigrantTextField, string][] = [
  ['city', 'fields.city'],
  ['city_albania', 'fields.cityAlbania'],
  ['referues_name', 'fields.referrer'],
];

interface EmigrantSearchFormProps {
  countries: readonly Country[];
  /** The search in force: the form shows it again when the list comes back from a form view. */
  query: EmigrantQuery;
  /** Called on 'Kërko' (or Enter) and on 'Pastro' with the cleared query. */
  onSearch: (query: EmigrantQuery) => void;
}

/**
 * The list's filter form over the device's copy: the look and the search-on-submit of the shared
 * LocalSearchForm, plus the country select and the creation-day range it does not have.
 */
export function EmigrantSearchForm({ countries, query, onSearch }: EmigrantSearchFormProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const { t: tShell } = useTranslation();
  const [values, setValues] = useState<EmigrantQuery>(query);
  const set = (field: keyof EmigrantQuery, value: string) => setValues({ ...values, [field]: value });

  const text = ([field, label]: [EmigrantTextField, string]) => (
    <Field.Root key={field}>
      <Field.Label fontSize="sm">{t(label)}</Field.Label>
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

  return (
    <form
      role="search"
      data-testid="emigrant-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="2">
        {TEXT_FIELDS.map(text)}
        <Field.Root>
          <Field.Label fontSize="sm">{t('fields.country')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="country" value={values.country} onChange={(event) => set('country', event.target.value)}>
              <option value="">{t('list.allCountries')}</option>
              {countries.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.country_name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {PLACE_FIELDS.map(text)}
        {(['from_date', 'to_date'] as const).map((field) => (
          <Field.Root key={field}>
            <Field.Label fontSize="sm">{t(field === 'from_date' ? 'fields.fromDate' : 'fields.toDate')}</Field.Label>
            <DayInput name={field} value={values[field]} onChange={(event) => set(field, event.target.value)} />
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="2" mt="2">
        <Button type="submit" minH="44px">
          <Search aria-hidden />
          {tShell('offlineList.search')}
        </Button>
        <Button
          type="button"
          variant="outline"
          minH="44px"
          onClick={() => {
            setValues(EMPTY_EMIGRANT_QUERY);
            onSearch(EMPTY_EMIGRANT_QUERY);
          }}
        >
          <X aria-hidden />
          {tShell('offlineList.clear')}
        </Button>
      </HStack>
    </form>
  );
}
