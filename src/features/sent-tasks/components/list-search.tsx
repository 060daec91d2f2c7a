import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '../../../ui/offline-list/search-buttons';
import { SENT_TASKS_NS } from '../i18n/namespace';

/** One box over name and description (the server's `search`); a new search starts at page 1. */
export function ListSearch({ initial, onSearch, testId }: { initial: string; onSearch: (search: string) => void; testId: string }) {
  const { t } = useTranslation(SENT_TASKS_NS);
  const [value, setValue] = useState(initial);
  return (
    <form
      role="search"
      aria-label={t('search.form')}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <Field.Root>
        <Field.Label fontSize="sm">{t('search.label')}</Field.Label>
        <Input autoComplete="off" enterKeyHint="search" maxLength={200} value={value} onChange={(event) => setValue(event.target.value)} />
      </Field.Root>
      <SearchButtons
        onClear={() => {
          setValue('');
          onSearch('');
        }}
      />
    </form>
  );
}
