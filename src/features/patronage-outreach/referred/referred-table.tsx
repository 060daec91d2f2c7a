import { memo } from 'react';
import { IconButton, Table } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalReferred } from '../../../db/database';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import { STICKY_ACTION_CELL, STICKY_SYNC_CELL, TableFrame } from '../../../ui/offline-list/table-frame';
import type { OutboxRows, RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { formatDob, yesNoKey } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';
import { referredRowKey } from '../store';

interface ReferredTableProps {
  rows: readonly LocalReferred[];
  outbox: OutboxRows;
  onDelete: (record: LocalReferred) => void;
}

/** One page of the member's referrals (spec 02 §3 "Referred record"), scrolling sideways on a phone. */
export function ReferredTable({ rows, outbox, onDelete }: ReferredTableProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const columns = [
    ...['common.name', 'common.surname', 'common.phone', 'common.qv', 'common.listNumber', 'referred.buildingNumber', 'common.birthDate'],
    ...['referred.voted', 'referred.referrer', 'referred.referrerPhone', 'referred.comment'],
  ].map((key) => t(key));
  return (
    <TableFrame columns={columns} stickyColumns={[t('common.sync'), t('common.actions')]} empty={rows.length === 0} testId="referred-table">
      {rows.map((record) => (
        <ReferredRow key={record.key} record={record} outbox={outbox.get(referredRowKey(record))} onDelete={onDelete} />
      ))}
    </TableFrame>
  );
}

const ReferredRow = memo(function ReferredRow({
  record,
  outbox,
  onDelete,
}: {
  record: LocalReferred;
  outbox: RowOutbox | undefined;
  onDelete: (record: LocalReferred) => void;
}) {
  const { t } = useTranslation(OUTREACH_NS);
  const { voter } = record;
  const fullName = `${voter.name} ${voter.surname}`;
  return (
    <Table.Row data-testid="referred-row" data-key={record.key} data-sync-state={outbox?.state ?? 'sent'} bg="bg">
      <Table.Cell>{voter.name}</Table.Cell>
      <Table.Cell>{voter.surname}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{voter.phone ?? ''}</Table.Cell>
      <Table.Cell>{voter.qv_code}</Table.Cell>
      <Table.Cell>{voter.list_number ?? t('common.unknown')}</Table.Cell>
      <Table.Cell>{voter.building_number ?? ''}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDob(voter.dob)}</Table.Cell>
      <Table.Cell>{t(yesNoKey(voter.voted))}</Table.Cell>
      <Table.Cell>{record.referues ?? ''}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{record.referues_phone ?? ''}</Table.Cell>
      <Table.Cell minW="48" whiteSpace="normal">
        {record.comment ?? ''}
      </Table.Cell>
      <Table.Cell {...STICKY_SYNC_CELL}>
        <SyncCell outbox={outbox} />
      </Table.Cell>
      <Table.Cell {...STICKY_ACTION_CELL}>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('referred.deleteAria', { name: fullName })}
          data-testid="referred-delete-button"
          onClick={() => onDelete(record)}
        >
          <Trash2 />
        </IconButton>
      </Table.Cell>
    </Table.Row>
  );
});
