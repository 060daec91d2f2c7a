import { useState } from 'react';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../contract/patronaged-voters';
import type { LocalEmigrantReference } from '../../../db/database';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { PagingFooter } from '../../../ui/pager/paging-footer';
import type { Paging } from '../../../ui/pager/use-paging';
import { EMIGRANT_NS } from '../i18n/namespace';
import { deleteEmigrantReference } from '../store';
import type { EmigrantQuery } from './emigrant-filter';
import { EmigrantSearchForm } from './emigrant-search-form';
import { EmigrantTable } from './emigrant-table';

interface EmigrantListViewProps {
  userId: number;
  paging: Paging<LocalEmigrantReference>;
  outbox: OutboxRows;
  /** The filter's country choices. */
  countries: readonly Country[];
  query: EmigrantQuery;
  onSearch: (query: EmigrantQuery) => void;
  onAdd: () => void;
  onEdit: (record: LocalEmigrantReference) => void;
}

/** View 0: the filter form, the count headline, 'Referencë e re' and the paged table with edit and delete. */
export function EmigrantListView({ userId, paging, outbox, countries, query, onSearch, onAdd, onEdit }: EmigrantListViewProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const [toDelete, setToDelete] = useState<LocalEmigrantReference | null>(null);
  const doomed = toDelete?.state.value;

  const confirmDelete = () => {
    const record = toDelete;
    setToDelete(null);
    if (!record) return;
    // Written on the device and sent when possible: the toast says which of the two has happened (writeAndReport).
    writeAndReport(() => deleteEmigrantReference(userId, record), t('list.deleteSuccess')).catch((error: unknown) => {
      console.error('emigrant-references: local delete failed', error);
      notifyError(t('list.deleteFailure'));
    });
  };

  return (
    <Stack gap="3">
      <EmigrantSearchForm countries={countries} query={query} onSearch={onSearch} />
      <Flex gap="2" justify="space-between" align="center" wrap="wrap">
        <Heading as="h2" size="md" aria-live="polite" data-testid="emigrant-count" data-count={paging.window.total}>
          {t('list.count', { count: paging.window.total })}
        </Heading>
        {/* The theme colour, not a fixed green: its solid shade keeps white text above 4.5:1. */}
        <Button minH="44px" onClick={onAdd} data-testid="emigrant-add">
          <Plus aria-hidden />
          {t('list.add')}
        </Button>
      </Flex>
      <EmigrantTable rows={paging.rows} outbox={outbox} onEdit={onEdit} onDelete={setToDelete} />
      <PagingFooter paging={paging} testId="emigrant-pager" />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('list.deleteTitle')}
        body={doomed ? t('list.deleteBody', { name: `${doomed.name} ${doomed.surname}` }) : ''}
        cancelLabel={t('list.cancel')}
        confirmLabel={t('list.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        testId="emigrant-delete"
      />
    </Stack>
  );
}
