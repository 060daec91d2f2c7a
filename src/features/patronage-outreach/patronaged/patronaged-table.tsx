import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatronagedVoter } from '../../../contract/patronaged-voters';
import type { LocalPatronaged } from '../../../db/database';
import { EditOrResolveButton } from '../../../ui/offline-list/edit-or-resolve-button';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { PhoneLink } from '../../../ui/phone-link';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { safetyKey, yesNoKey } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';
import { patronagedRowKey } from '../store';
import { ROW_BACKGROUND, ROW_EDGE } from './color-legend';
import { displayedVoter, type ReferenceLists } from './displayed-voter';

interface PatronagedTableProps {
  /** One page of records: only these rows are built and rendered, however long the list. */
  rows: readonly LocalPatronaged[];
  lists: ReferenceLists;
  outbox: OutboxRows;
  onEdit: (id: number) => void;
}

/** A record with the voter as the member sees it (displayedVoter). */
interface Row {
  record: LocalPatronaged;
  shown: PatronagedVoter;
}

/** The patronager's voters, coloured by the member's own (possibly unsent) edit. */
export function PatronagedTable({ rows, lists, outbox, onEdit }: PatronagedTableProps) {
  const { t } = useTranslation(OUTREACH_NS);
  // Each record's displayed voter once per page and lists, not once per cell and render.
  const shownRows = useMemo(() => rows.map((record): Row => ({ record, shown: displayedVoter(record, lists) })), [rows, lists]);
  // Stable while the lists, the outbox and the handler are: a render for anything else (the search, the export) redraws no row.
  const columns = useMemo<ListColumn<Row>[]>(() => {
    const voter = (row: Row) => row.shown.voter;
    const outboxOf = (row: Row) => outbox.get(patronagedRowKey(row.record.id));
    return [
      { id: 'name', header: t('common.name'), cell: (row) => voter(row).name, card: 'none', cellProps: { minW: '20' } },
      { id: 'surname', header: t('common.surname'), card: 'title', cellProps: { minW: '20' }, cell: (row) => voter(row).surname, cardCell: (row) => `${voter(row).name} ${voter(row).surname}` },
      { id: 'fatherName', header: t('common.fatherName'), cell: (row) => voter(row).father_name },
      { id: 'age', header: t('patronaged.age'), cell: (row) => voter(row).age },
      { id: 'qv', header: t('common.qv'), cell: (row) => voter(row).qv.code },
      { id: 'listNumber', header: t('common.listNumber'), cell: (row) => voter(row).list_number },
      { id: 'phone', header: t('common.phone'), cell: (row) => <PhoneLink phone={voter(row).phone} name={`${voter(row).name} ${voter(row).surname}`} /> },
      { id: 'preference', header: t('patronaged.preference'), cell: (row) => row.shown.political_preference?.name ?? '' },
      { id: 'safety', header: t('patronaged.safety'), cell: (row) => {
        const safety = safetyKey(row.shown.safety_rating);
        return safety && t(safety);
      } },
      { id: 'verified', header: t('patronaged.verified'), cell: (row) => t(yesNoKey(row.shown.verified)) },
      { id: 'sync', header: t('common.sync'), card: 'state', cell: (row) => <SyncCell outbox={outboxOf(row)} /> },
      {
        id: 'actions',
        header: t('common.actions'),
        hiddenHeader: true,
        card: 'actions',
        cell: (row) => {
          const conflict = outboxOf(row)?.state === 'attention';
          const label = t(conflict ? 'patronaged.resolveAria' : 'patronaged.editAria', { name: `${voter(row).name} ${voter(row).surname}` });
          return (
            <EditOrResolveButton conflict={conflict} label={label} testId="patronaged-edit" onClick={() => onEdit(row.record.id)} />
          );
        },
      },
    ];
  }, [t, outbox, onEdit]);
  return (
    <ResponsiveTable
      rows={shownRows}
      columns={columns}
      rowKey={(row) => row.record.id}
      rowProps={(row) => {
        const color = row.shown.voter_color;
        return {
          'data-testid': 'patronaged-row',
          'data-id': row.record.id,
          'data-color': color,
          'data-sync-state': outbox.get(patronagedRowKey(row.record.id))?.state ?? 'sent',
          bg: ROW_BACKGROUND[color],
          edgeColor: ROW_EDGE[color],
        };
      }}
      testId="patronaged-table"
    />
  );
}
