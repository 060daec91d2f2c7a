import { useMemo, useState } from 'react';
import { Button, Flex, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalReferred } from '../../../db/database';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import { PagingFooter } from '../../../ui/pager/paging-footer';
import type { Paging } from '../../../ui/pager/use-paging';
import { LocalSearchForm, type SearchField } from '../../../ui/offline-list/local-search-form';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import type { LocalQuery } from '../../../lib/local-search';
import { OUTREACH_NS } from '../i18n/namespace';
import { removeReferral } from '../store';
import { ReferredTable } from './referred-table';

export type ReferredField = 'nid' | 'name' | 'surname' | 'referues';
export const EMPTY_REFERRED_QUERY: LocalQuery<ReferredField> = { nid: '', name: '', surname: '', referues: '' };

interface ReferredListViewProps {
  userId: number;
  paging: Paging<LocalReferred>;
  outbox: OutboxRows;
  onSearch: (query: LocalQuery<ReferredField>) => void;
  onAdd: () => void;
}

/** View 0: the search form, the add button and the paged table with delete. */
export function ReferredListView({ userId, paging, outbox, onSearch, onAdd }: ReferredListViewProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const [toDelete, setToDelete] = useState<LocalReferred | null>(null);
  const fields = useMemo<SearchField<ReferredField>[]>(
    () => [
      { name: 'nid', label: t('common.code') },
      { name: 'name', label: t('common.name') },
      { name: 'surname', label: t('common.surname') },
      { name: 'referues', label: t('referred.referrer') },
    ],
    [t],
  );

  const confirmDelete = () => {
    const record = toDelete;
    setToDelete(null);
    if (!record) return;
    // Written on the device and sent when possible: the toast says which of the two has happened (writeAndReport).
    writeAndReport(() => removeReferral(userId, record.key), t('referred.deleteSuccess')).catch((error: unknown) => {
      console.error('patronage-outreach: local delete failed', error);
      notifyError(t('referred.deleteFailure'));
    });
  };

  return (
    <Stack gap="3">
      <LocalSearchForm fields={fields} empty={EMPTY_REFERRED_QUERY} onSearch={onSearch} testId="referred-search" />
      <Flex justify="flex-end">
        <Button colorPalette="green" minH="44px" onClick={onAdd} data-testid="referred-add">
          <Plus aria-hidden />
          {t('referred.add')}
        </Button>
      </Flex>
      <ReferredTable rows={paging.rows} outbox={outbox} onDelete={setToDelete} />
      <PagingFooter paging={paging} testId="referred-pager" />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('referred.deleteTitle')}
        body={toDelete ? t('referred.deleteBody', { name: `${toDelete.voter.name} ${toDelete.voter.surname}` }) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('referred.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        testId="referred-delete"
      />
    </Stack>
  );
}
