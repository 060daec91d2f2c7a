import { memo } from 'react';
import { IconButton, Stack, Table } from '@chakra-ui/react';
import { GitCompare, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalEmigrantReference } from '../../../db/database';
import { formatDateTime } from '../../../lib/datetime';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import { STICKY_ACTION_CELL, STICKY_SYNC_CELL, TableFrame } from '../../../ui/offline-list/table-frame';
import type { OutboxRows, RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { EMIGRANT_NS } from '../i18n/namespace';
import { emigrantRowKey } from '../store';

interface EmigrantTableProps {
  /** One page of records: only these rows are built and rendered. */
  rows: readonly LocalEmigrantReference[];
  outbox: OutboxRows;
  onEdit: (record: LocalEmigrantReference) => void;
  onDelete: (record: LocalEmigrantReference) => void;
}

/** One page of the member's emigrant references (spec 02 §3), scrolling sideways on a phone. */
export function EmigrantTable({ rows, outbox, onEdit, onDelete }: EmigrantTableProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const columns = ['fields.name', 'fields.surname', 'fields.phone', 'fields.country', 'fields.city', 'fields.cityAlbania', 'fields.referrer', 'fields.createDate'].map(
    (key) => t(key),
  );
  return (
    <TableFrame columns={columns} stickyColumns={[t('list.sync'), t('list.actions')]} empty={rows.length === 0} testId="emigrant-table">
      {rows.map((record) => (
        <EmigrantRow key={record.key} record={record} outbox={outbox.get(emigrantRowKey(record))} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </TableFrame>
  );
}

interface EmigrantRowProps {
  record: LocalEmigrantReference;
  outbox: RowOutbox | undefined;
  onEdit: (record: LocalEmigrantReference) => void;
  onDelete: (record: LocalEmigrantReference) => void;
}

const EmigrantRow = memo(function EmigrantRow({ record, outbox, onEdit, onDelete }: EmigrantRowProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  // Listed rows exist (see isShown); the member's values, sent or not, are what the row shows.
  const value = record.state.value;
  if (value === null) return null;
  const fullName = `${value.name} ${value.surname}`;
  const conflict = outbox?.state === 'attention';
  const editLabel = t(conflict ? 'list.resolveAria' : 'list.editAria', { name: fullName });
  return (
    <Table.Row data-testid="emigrant-row" data-key={record.key} data-sync-state={outbox?.state ?? 'sent'} bg="bg">
      <Table.Cell>{value.name}</Table.Cell>
      <Table.Cell>{value.surname}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{value.phone}</Table.Cell>
      <Table.Cell>{record.country.country_name}</Table.Cell>
      <Table.Cell>{value.city}</Table.Cell>
      <Table.Cell>{value.city_albania}</Table.Cell>
      <Table.Cell>{value.referues_name ?? ''}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(record.create_date)}</Table.Cell>
      <Table.Cell {...STICKY_SYNC_CELL}>
        <SyncCell outbox={outbox} />
      </Table.Cell>
      <Table.Cell {...STICKY_ACTION_CELL}>
        {/* Stacked: the sticky action column is one button wide, and both actions must stay in view on a phone. */}
        <Stack gap="1" align="center">
          <IconButton
            size="sm"
            variant={conflict ? 'solid' : 'outline'}
            colorPalette={conflict ? 'red' : 'blue'}
            aria-label={editLabel}
            title={editLabel}
            data-testid="emigrant-edit-button"
            onClick={() => onEdit(record)}
          >
            {conflict ? <GitCompare /> : <Pencil />}
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('list.deleteAria', { name: fullName })}
            title={t('list.deleteAria', { name: fullName })}
            data-testid="emigrant-delete-button"
            onClick={() => onDelete(record)}
          >
            <Trash2 />
          </IconButton>
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
});
