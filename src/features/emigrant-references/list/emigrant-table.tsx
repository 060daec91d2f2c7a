import { useMemo } from 'react';
import { HStack, IconButton } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalEmigrantReference } from '../../../db/database';
import { formatDateTime } from '../../../lib/datetime';
import { EditOrResolveButton } from '../../../ui/offline-list/edit-or-resolve-button';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { PhoneLink } from '../../../ui/phone-link';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { EMIGRANT_NS } from '../i18n/namespace';
import { emigrantRowKey } from '../store';

interface EmigrantTableProps {
  /** One page of records: only these rows are built and rendered. */
  rows: readonly LocalEmigrantReference[];
  outbox: OutboxRows;
  onEdit: (record: LocalEmigrantReference) => void;
  onDelete: (record: LocalEmigrantReference) => void;
}

/** A listed reference: one whose member's values (sent or not) exist (see isShown). */
type Listed = LocalEmigrantReference & { state: { value: NonNullable<LocalEmigrantReference['state']['value']> } };
type Row = Listed;

const isListed = (record: LocalEmigrantReference): record is Listed => record.state.value !== null;
const valueOf = (row: Row) => row.state.value;
const fullName = (row: Row) => `${valueOf(row).name} ${valueOf(row).surname}`;

/** One page of the member's emigrant references (spec 02 §3): a table from md up, cards on a phone. */
export function EmigrantTable({ rows, outbox, onEdit, onDelete }: EmigrantTableProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const listed = useMemo(() => rows.filter(isListed), [rows]);
  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      { id: 'name', header: t('fields.name'), cell: (row) => valueOf(row).name, card: 'none', cellProps: { minW: '20' } },
      { id: 'surname', header: t('fields.surname'), card: 'title', cellProps: { minW: '20' }, cell: (row) => valueOf(row).surname, cardCell: fullName },
      { id: 'phone', header: t('fields.phone'), cell: (row) => <PhoneLink phone={valueOf(row).phone} name={fullName(row)} /> },
      { id: 'country', header: t('fields.country'), cell: (row) => row.country.country_name },
      { id: 'city', header: t('fields.city'), cell: (row) => valueOf(row).city },
      { id: 'cityAlbania', header: t('fields.cityAlbania'), cell: (row) => valueOf(row).city_albania },
      { id: 'referrer', header: t('fields.referrer'), cell: (row) => valueOf(row).referues_name ?? '' },
      { id: 'created', header: t('fields.createDate'), cell: (row) => formatDateTime(row.create_date), cellProps: { whiteSpace: 'nowrap' } },
      { id: 'sync', header: t('list.sync'), card: 'state', cell: (row) => <SyncCell outbox={outbox.get(emigrantRowKey(row))} /> },
      {
        id: 'actions',
        header: t('list.actions'),
        hiddenHeader: true,
        card: 'actions',
        cell: (row) => {
          const conflict = outbox.get(emigrantRowKey(row))?.state === 'attention';
          const editLabel = t(conflict ? 'list.resolveAria' : 'list.editAria', { name: fullName(row) });
          const deleteLabel = t('list.deleteAria', { name: fullName(row) });
          return (
            <HStack gap="1">
              <EditOrResolveButton conflict={conflict} label={editLabel} testId="emigrant-edit-button" onClick={() => onEdit(row)} />
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={deleteLabel}
                title={deleteLabel}
                data-testid="emigrant-delete-button"
                onClick={() => onDelete(row)}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          );
        },
      },
    ],
    [t, outbox, onEdit, onDelete],
  );
  return (
    <ResponsiveTable
      rows={listed}
      columns={columns}
      rowKey={(row) => row.key}
      rowProps={(row) => ({ 'data-testid': 'emigrant-row', 'data-key': row.key, 'data-sync-state': outbox.get(emigrantRowKey(row))?.state ?? 'sent' })}
      testId="emigrant-table"
    />
  );
}
