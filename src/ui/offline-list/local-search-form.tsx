import { useState } from 'react';
import { Button, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalQuery } from '../../lib/local-search';

export interface SearchField<F extends string> {
  name: F;
  label: string;
}

interface LocalSearchFormProps<F extends string> {
  fields: readonly SearchField<F>[];
  empty: LocalQuery<F>;
  /** Called on 'Kërko' (or Enter) and on 'Pastro' with the cleared query. */
  onSearch: (query: LocalQuery<F>) => void;
  testId: string;
}

/**
 * The spec's search form over the device's copy. It searches on submit, like the original's
 * form, so a new search is a deliberate step that also sends the table back to page 1.
 */
export function LocalSearchForm<F extends string>({ fields, empty, onSearch, testId }: LocalSearchFormProps<F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LocalQuery<F>>(empty);
  return (
    <form
      role="search"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      <SimpleGrid columns={{ base: 2, lg: fields.length }} gap="2">
        {fields.map((field) => (
          <Field.Root key={field.name}>
            <Field.Label fontSize="sm">{field.label}</Field.Label>
            <Input
              name={field.name}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="2" mt="2">
        <Button type="submit" minH="44px">
          <Search aria-hidden />
          {t('offlineList.search')}
        </Button>
        <Button
          type="button"
          variant="outline"
          minH="44px"
          onClick={() => {
            setValues(empty);
            onSearch(empty);
          }}
        >
          <X aria-hidden />
          {t('offlineList.clear')}
        </Button>
      </HStack>
    </form>
  );
}
