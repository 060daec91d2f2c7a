import { useMemo } from 'react';
import { IconButton } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalReferred } from '../../../db/database';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { PhoneLink } from '../../../ui/phone-link';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { formatDob, yesNoKey } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';
import { referredRowKey } from '../store';

interface ReferredTableProps {
  rows: readonly LocalReferred[];
  outbox: OutboxRows;
  onDelete: (record: LocalReferred) => void;
}

type Row = LocalReferred;

const fullName = (record: Row) => `${record.voter.name} ${record.voter.surname}`;

/** One page of the member's referrals (spec 02 §3 "Referred record"): a table from md up, cards on a phone. */
export function ReferredTable({ rows, outbox, onDelete }: ReferredTableProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      { id: 'name', header: t('common.name'), cell: (record) => record.voter.name, card: 'none', cellProps: { minW: '20' } },
      { id: 'surname', header: t('common.surname'), card: 'title', cellProps: { minW: '20' }, cell: (record) => record.voter.surname, cardCell: fullName },
      { id: 'phone', header: t('common.phone'), cell: (row) => <PhoneLink phone={row.voter.phone} name={fullName(row)} /> },
      { id: 'qv', header: t('common.qv'), cell: (record) => record.voter.qv_code },
      { id: 'listNumber', header: t('common.listNumber'), cell: (record) => record.voter.list_number ?? t('common.unknown') },
      { id: 'building', header: t('referred.buildingNumber'), cell: (record) => record.voter.building_number ?? '' },
      { id: 'dob', header: t('common.birthDate'), cell: (record) => formatDob(record.voter.dob), cellProps: { whiteSpace: 'nowrap' } },
      { id: 'voted', header: t('referred.voted'), cell: (record) => t(yesNoKey(record.voter.voted)) },
      { id: 'referrer', header: t('referred.referrer'), cell: (record) => record.referues ?? '' },
      {
        id: 'referrerPhone',
        header: t('referred.referrerPhone'),
        cell: (record) => <PhoneLink phone={record.referues_phone} name={record.referues ?? ''} />,
      },
      { id: 'comment', header: t('referred.comment'), card: 'detail', cell: (record) => record.comment ?? '' },
      { id: 'sync', header: t('common.sync'), card: 'state', cell: (row) => <SyncCell outbox={outbox.get(referredRowKey(row))} /> },
      {
        id: 'actions',
        header: t('common.actions'),
        hiddenHeader: true,
        card: 'actions',
        cell: (row) => (
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('referred.deleteAria', { name: fullName(row) })}
            data-testid="referred-delete-button"
            onClick={() => onDelete(row)}
          >
            <Trash2 />
          </IconButton>
        ),
      },
    ],
    [t, outbox, onDelete],
  );
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      rowProps={(row) => ({ 'data-testid': 'referred-row', 'data-key': row.key, 'data-sync-state': outbox.get(referredRowKey(row))?.state ?? 'sent' })}
      testId="referred-table"
    />
  );
}
