import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiasporaStatus } from '../../../contract/diaspora-reference-edit';
import type { LocalDiasporaReference, LocalDiasporaStatus } from '../../../db/database';
import { formatListedDateTime } from '../../../lib/datetime';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import type { OutboxRows, RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { PhoneLink } from '../../../ui/phone-link';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { formatDob, fullName } from '../format';
import { DIASPORA_NS } from '../i18n/namespace';
import { diasporaRowKey, statusOf } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';
import { FLAG_CELL, FlagCell, VotingFlags } from './flag-cell';
import { referenceOutbox } from './reference-outbox';
import { RowActions } from './row-actions';

export interface RowHandlers {
  onStatus: (key: string) => void;
  onEdit: (key: string) => void;
  onDelete: (record: LocalDiasporaReference) => void;
}

interface DiasporaTableProps extends RowHandlers {
  /** One page of records. */
  rows: readonly LocalDiasporaReference[];
  /** The 1-based position of the page's first row in the whole (searched) list. */
  firstNumber: number;
  statuses: ReadonlyMap<string, LocalDiasporaStatus>;
  lists: DiasporaLists;
  outbox: OutboxRows;
}

/** A reference with what its row shows from the other stores: voting flags, list labels, sync state. */
interface Row {
  record: LocalDiasporaReference;
  number: number;
  status: DiasporaStatus;
  country: string;
  type: string;
  outbox: RowOutbox | undefined;
  /** The reference's own change was refused (a conflict): editing resolves it. */
  conflict: boolean;
}

/** One page of the coordinator's references (spec 02 §2.14): a table from md up, cards on a phone. */
export function DiasporaTable({ rows, firstNumber, statuses, lists, outbox, onStatus, onEdit, onDelete }: DiasporaTableProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const shown = useMemo(
    () =>
      rows.map((record, index): Row => {
        const value = record.state.value;
        return {
          record,
          number: firstNumber + index,
          status: statusOf(record, statuses),
          country: value ? (lists.countries.get(value.country_id)?.country_name ?? '') : '',
          type: value ? (lists.types.get(value.reference_type)?.label ?? '') : '',
          outbox: referenceOutbox(record, statuses, outbox),
          conflict: outbox.get(diasporaRowKey(record))?.state === 'attention',
        };
      }),
    [rows, firstNumber, statuses, lists, outbox],
  );
  const columns = useMemo<ListColumn<Row>[]>(() => {
    const flag = (id: string, header: string, on: (row: Row) => boolean): ListColumn<Row> => ({
      id,
      header: t(header),
      cell: (row) => <FlagCell on={on(row)} />,
      cellProps: FLAG_CELL,
      card: 'none',
    });
    const voter = (row: Row) => row.record.voter;
    return [
      { id: 'number', header: t('list.rowNumber'), cell: (row) => row.number, card: 'none' },
      { id: 'name', header: t('common.name'), cell: (row) => voter(row).name, card: 'none', cellProps: { minW: '28' } },
      { id: 'surname', header: t('common.surname'), card: 'title', cellProps: { minW: '28' }, cell: (row) => voter(row).surname, cardCell: (row) => fullName(voter(row)) },
      { id: 'fatherName', header: t('common.fatherName'), cell: (row) => voter(row).father_name },
      { id: 'dob', header: t('common.birthDate'), cell: (row) => formatDob(voter(row).dob), cellProps: { whiteSpace: 'nowrap' } },
      { id: 'country', header: t('common.country'), cell: (row) => row.country || t('common.unknown') },
      { id: 'type', header: t('common.referenceType'), cell: (row) => row.type || t('common.unknown') },
      { id: 'region', header: t('common.region'), cell: (row) => voter(row).region.name },
      { id: 'municipality', header: t('common.municipality'), cell: (row) => voter(row).municipality.name },
      { id: 'unit', header: t('common.unit'), cell: (row) => voter(row).unit.name },
      { id: 'phone', header: t('common.phone'), cell: (row) => <PhoneLink phone={row.record.state.value?.emigrant_phone} name={fullName(voter(row))} /> },
      { ...flag('evidence', 'list.evidence', (row) => row.record.evidenca), card: 'fact' },
      // The card shows the three voting flags together, as buttons to the voting-status form.
      {
        ...flag('perRegistered', 'list.perRegistered', (row) => row.status.per_registered),
        card: 'detail',
        cardCell: (row) => <VotingFlags status={row.status} onStatus={() => onStatus(row.record.key)} />,
      },
      flag('envelopeReceived', 'list.envelopeReceived', (row) => row.status.envelope_received),
      flag('voted', 'list.voted', (row) => row.status.voted),
      {
        id: 'referrer',
        header: t('list.referrer'),
        cell: ({ record }) => {
          const value = record.state.value;
          return value?.has_referues ? [value.referues_name, value.referues_surname].filter(Boolean).join(' ') : '';
        },
      },
      { id: 'created', header: t('list.createdAt'), cell: (row) => formatListedDateTime(row.record.create_date), cellProps: { whiteSpace: 'nowrap' } },
      { id: 'sync', header: t('common.sync'), card: 'state', cell: (row) => <SyncCell outbox={row.outbox} /> },
      {
        id: 'actions',
        header: t('common.actions'),
        hiddenHeader: true,
        card: 'actions',
        cell: (row) => (
          <RowActions
            name={fullName(voter(row))}
            conflict={row.conflict}
            onStatus={() => onStatus(row.record.key)}
            onEdit={() => onEdit(row.record.key)}
            onDelete={() => onDelete(row.record)}
          />
        ),
      },
    ];
  }, [t, onStatus, onEdit, onDelete]);
  return (
    <ResponsiveTable
      rows={shown}
      columns={columns}
      rowKey={(row) => row.record.key}
      rowProps={({ record, outbox: rowOutbox, status }) => ({
        'data-testid': 'diaspora-row',
        'data-key': record.key,
        'data-sync-state': rowOutbox?.state ?? 'sent',
        'data-per-registered': status.per_registered,
        'data-envelope-received': status.envelope_received,
        'data-voted': status.voted,
      })}
      testId="diaspora-table"
      tableFrom="2xl"
    />
  );
}
