import { memo } from 'react';
import { IconButton, Table } from '@chakra-ui/react';
import { GitCompare, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalFtvVoter } from '../../../db/database';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import { STICKY_ACTION_CELL, STICKY_SYNC_CELL, TableFrame } from '../../../ui/offline-list/table-frame';
import type { OutboxRows, RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
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

const COLUMNS = ['list.name', 'list.surname', 'list.fatherName', 'list.birthDate', 'list.gender', 'list.qvCode', 'list.preference', 'list.safety'] as const;

/** The coordinator's first-time voters with the member's own (possibly unsent) assessment. */
export function FtvTable({ rows, preferences, outbox, onEdit }: FtvTableProps) {
  const { t } = useTranslation(FTV_NS);
  return (
    <TableFrame columns={COLUMNS.map((key) => t(key))} stickyColumns={[t('list.sync'), t('list.actions')]} empty={rows.length === 0} testId="ftv-table">
      {rows.map((record) => (
        <FtvRow key={record.id} record={record} preferences={preferences} outbox={outbox.get(ftvRowKey(record.id))} onEdit={onEdit} />
      ))}
    </TableFrame>
  );
}

interface FtvRowProps {
  record: LocalFtvVoter;
  preferences: Preferences;
  outbox: RowOutbox | undefined;
  onEdit: (id: number) => void;
}

const FtvRow = memo(function FtvRow({ record, preferences, outbox, onEdit }: FtvRowProps) {
  const { t } = useTranslation(FTV_NS);
  const { voter } = record.item;
  const conflict = outbox?.state === 'attention';
  const action = t(conflict ? 'list.resolveAria' : 'list.editAria', { name: `${voter.name} ${voter.surname}` });
  return (
    <Table.Row data-testid="ftv-row" data-id={record.id} data-sync-state={outbox?.state ?? 'sent'} bg="bg">
      <Table.Cell>{voter.name}</Table.Cell>
      <Table.Cell>{voter.surname}</Table.Cell>
      <Table.Cell>{voter.father_name}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatBirthDate(voter.dob)}</Table.Cell>
      <Table.Cell>{t(`gender.${voter.gender}`)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{voter.qv.code}</Table.Cell>
      <Table.Cell data-testid="ftv-preference">{preferenceName(record.edit.political_preference_id, record.item, preferences) ?? t('list.none')}</Table.Cell>
      <Table.Cell>
        <SafetyTag rating={record.edit.safety_rating} />
      </Table.Cell>
      <Table.Cell {...STICKY_SYNC_CELL}>
        <SyncCell outbox={outbox} />
      </Table.Cell>
      <Table.Cell {...STICKY_ACTION_CELL}>
        <IconButton
          size="sm"
          variant={conflict ? 'solid' : 'outline'}
          colorPalette={conflict ? 'red' : 'blue'}
          aria-label={action}
          title={action}
          data-testid="ftv-edit"
          onClick={() => onEdit(record.id)}
        >
          {conflict ? <GitCompare /> : <Pencil />}
        </IconButton>
      </Table.Cell>
    </Table.Row>
  );
});
