import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '../../../ui/offline-list/search-buttons';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { STATUS_FILTERS, type StatusFilter } from '../query';

export interface TaskFilters {
  name: string;
  status: StatusFilter;
}

const NO_FILTERS: TaskFilters = { name: '', status: '' };

/** Title and status (spec 02 §2.3): what the received-task list filters on. */
export function TasksSearch({ initial, onSearch }: { initial: TaskFilters; onSearch: (filters: TaskFilters) => void }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const form = useForm<TaskFilters>({ defaultValues: initial });
  return (
    <form role="search" aria-label={t('title')} data-testid="tasks-search" onSubmit={(e) => void form.handleSubmit(onSearch)(e)}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        <Field.Root>
          <Field.Label fontSize="sm">{t('search.name')}</Field.Label>
          <Input autoComplete="off" enterKeyHint="search" maxLength={200} {...form.register('name')} />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">{t('search.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              <option value="">{t('search.all')}</option>
              {STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <SearchButtons
        onClear={() => {
          form.reset(NO_FILTERS);
          onSearch(NO_FILTERS);
        }}
      />
    </form>
  );
}
