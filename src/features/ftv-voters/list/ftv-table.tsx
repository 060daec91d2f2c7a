import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalFtvVoter } from '../../../db/database';
import { EditOrResolveButton } from '../../../ui/offline-list/edit-or-resolve-button';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { formatBirthDate, preferenceName, type Preferences } from '../format';
import { FTV_NS } from '../i18n/namespace';
import { ftvRowKey } from '../store';
import { SafetyTag } from './safety-tag';

interface FtvTableProps {
  /** One page of records: only these rows are built, however long the list. */
  rows: readonly LocalFtvVoter[];
  preferences: Preferences;
  outbox: OutboxRows;
  onEdit: (id: number) => void;
}

type Row = LocalFtvVoter;

const voterOf = (row: Row) => row.item.voter;
const fullName = (row: Row) => `${voterOf(row).name} ${voterOf(row).surname}`;

/** The coordinator's first-time voters with the member's own (possibly unsent) assessment. */
export function FtvTable({ rows, preferences, outbox, onEdit }: FtvTableProps) {
  const { t } = useTranslation(FTV_NS);
  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      { id: 'name', header: t('list.name'), cell: (row) => voterOf(row).name, card: 'none', cellProps: { minW: '28' } },
      { id: 'surname', header: t('list.surname'), card: 'title', cellProps: { minW: '28' }, cell: (row) => voterOf(row).surname, cardCell: fullName },
      { id: 'fatherName', header: t('list.fatherName'), cell: (row) => voterOf(row).father_name },
      { id: 'dob', header: t('list.birthDate'), cell: (row) => formatBirthDate(voterOf(row).dob), cellProps: { whiteSpace: 'nowrap' } },
      { id: 'gender', header: t('list.gender'), cell: (row) => t(`gender.${voterOf(row).gender}`) },
      { id: 'qv', header: t('list.qvCode'), cell: (row) => voterOf(row).qv.code, cellProps: { whiteSpace: 'nowrap' } },
      {
        id: 'preference',
        header: t('list.preference'),
        cell: (record) => <Box data-testid="ftv-preference">{preferenceName(record.edit.political_preference_id, record.item, preferences) ?? t('list.none')}</Box>,
      },
      { id: 'safety', header: t('list.safety'), cell: (record) => <SafetyTag rating={record.edit.safety_rating} /> },
      { id: 'sync', header: t('list.sync'), card: 'state', cell: (row) => <SyncCell outbox={outbox.get(ftvRowKey(row.id))} /> },
      {
        id: 'actions',
        header: t('list.actions'),
        hiddenHeader: true,
        card: 'actions',
        cell: (row) => {
          const conflict = outbox.get(ftvRowKey(row.id))?.state === 'attention';
          const action = t(conflict ? 'list.resolveAria' : 'list.editAria', { name: fullName(row) });
          return (
            <EditOrResolveButton conflict={conflict} label={action} testId="ftv-edit" onClick={() => onEdit(row.id)} />
          );
        },
      },
    ],
    [t, preferences, outbox, onEdit],
  );
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'ftv-row', 'data-id': row.id, 'data-sync-state': outbox.get(ftvRowKey(row.id))?.state ?? 'sent' })}
      testId="ftv-table"
    />
  );
}
