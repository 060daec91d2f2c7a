import { useState } from 'react';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalDiasporaReference, LocalDiasporaStatus } from '../../../db/database';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { PagingFooter } from '../../../ui/pager/paging-footer';
import type { Paging } from '../../../ui/pager/use-paging';
import { DIASPORA_NS } from '../i18n/namespace';
import { deleteDiasporaReference } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';
import type { DiasporaQuery } from './diaspora-query';
import { DiasporaSearchForm } from './diaspora-search-form';
import { DiasporaTable } from './diaspora-table';

interface DiasporaListViewProps {
  userId: number;
  paging: Paging<LocalDiasporaReference>;
  query: DiasporaQuery;
  statuses: ReadonlyMap<string, LocalDiasporaStatus>;
  lists: DiasporaLists;
  outbox: OutboxRows;
  onSearch: (query: DiasporaQuery) => void;
  onAdd: () => void;
  onStatus: (key: string) => void;
  onEdit: (key: string) => void;
}

/** View 0: the header, the search form, 'Referencë e re' and the paged table with its row actions. */
export function DiasporaListView({ userId, paging, query, statuses, lists, outbox, onSearch, onAdd, onStatus, onEdit }: DiasporaListViewProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const [toDelete, setToDelete] = useState<LocalDiasporaReference | null>(null);

  const confirmDelete = () => {
    const record = toDelete;
    setToDelete(null);
    if (!record) return;
    // Written on the device and sent when possible: the toast says which of the two has happened (writeAndReport).
    writeAndReport(() => deleteDiasporaReference(userId, record), t('list.deleteSuccess')).catch((error: unknown) => {
      console.error('diaspora-references: local delete failed', error);
      notifyError(t('list.deleteFailure'));
    });
  };

  return (
    <Stack gap="3" data-testid="diaspora-list-view">
      <Heading as="h2" size="md">
        {t('list.header')}
      </Heading>
      <DiasporaSearchForm initial={query} lists={lists} onSearch={onSearch} />
      <Flex justify="flex-end">
        {/* The brand palette, not green: white on Chakra's green 600 is below 4.5:1 (axe). */}
        <Button minH="44px" onClick={onAdd} data-testid="diaspora-add">
          <Plus aria-hidden />
          {t('list.add')}
        </Button>
      </Flex>
      <DiasporaTable
        rows={paging.rows}
        firstNumber={paging.window.from}
        statuses={statuses}
        lists={lists}
        outbox={outbox}
        onStatus={onStatus}
        onEdit={onEdit}
        onDelete={setToDelete}
      />
      <PagingFooter paging={paging} testId="diaspora-pager" />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('list.deleteTitle')}
        body={t('list.deleteBody')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('list.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        testId="diaspora-delete"
      />
    </Stack>
  );
}
