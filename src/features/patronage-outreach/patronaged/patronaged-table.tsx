import { memo } from 'react';
import { IconButton, Table } from '@chakra-ui/react';
import { GitCompare, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalPatronaged } from '../../../db/database';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import { STICKY_ACTION_CELL, STICKY_SYNC_CELL, TableFrame } from '../../../ui/offline-list/table-frame';
import type { OutboxRows, RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
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

/** The patronager's voters, coloured by the member's own (possibly unsent) edit. */
export function PatronagedTable({ rows, lists, outbox, onEdit }: PatronagedTableProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const columns = [
    ...['common.name', 'common.surname', 'common.fatherName', 'patronaged.age', 'common.qv', 'common.listNumber', 'common.phone'],
    ...['patronaged.preference', 'patronaged.safety', 'patronaged.verified'],
  ].map((key) => t(key));
  return (
    <TableFrame columns={columns} stickyColumns={[t('common.sync'), t('common.actions')]} empty={rows.length === 0} testId="patronaged-table">
      {rows.map((record) => (
        <PatronagedRow key={record.id} record={record} lists={lists} outbox={outbox.get(patronagedRowKey(record.id))} onEdit={onEdit} />
      ))}
    </TableFrame>
  );
}

const PatronagedRow = memo(function PatronagedRow({
  record,
  lists,
  outbox,
  onEdit,
}: {
  record: LocalPatronaged;
  lists: ReferenceLists;
  outbox: RowOutbox | undefined;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation(OUTREACH_NS);
  const shown = displayedVoter(record, lists);
  const safety = safetyKey(shown.safety_rating);
  const { voter } = shown;
  const color = shown.voter_color;
  const conflict = outbox?.state === 'attention';
  const fullName = `${voter.name} ${voter.surname}`;
  return (
    <Table.Row
      data-testid="patronaged-row"
      data-id={record.id}
      data-color={color}
      data-sync-state={outbox?.state ?? 'sent'}
      bg={ROW_BACKGROUND[color]}
    >
      {/* The first cell carries the colour edge: a row's own border does not show in a collapsed table. */}
      <Table.Cell borderLeftWidth="4px" borderLeftColor={ROW_EDGE[color]}>
        {voter.name}
      </Table.Cell>
      <Table.Cell>{voter.surname}</Table.Cell>
      <Table.Cell>{voter.father_name}</Table.Cell>
      <Table.Cell>{voter.age}</Table.Cell>
      <Table.Cell>{voter.qv.code}</Table.Cell>
      <Table.Cell>{voter.list_number}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{voter.phone ?? ''}</Table.Cell>
      <Table.Cell>{shown.political_preference?.name ?? ''}</Table.Cell>
      <Table.Cell>{safety && t(safety)}</Table.Cell>
      <Table.Cell>{t(yesNoKey(shown.verified))}</Table.Cell>
      <Table.Cell {...STICKY_SYNC_CELL}>
        <SyncCell outbox={outbox} />
      </Table.Cell>
      <Table.Cell {...STICKY_ACTION_CELL}>
        <IconButton
          size="sm"
          variant={conflict ? 'solid' : 'outline'}
          colorPalette={conflict ? 'red' : 'blue'}
          aria-label={t(conflict ? 'patronaged.resolveAria' : 'patronaged.editAria', { name: fullName })}
          title={t(conflict ? 'patronaged.resolveAria' : 'patronaged.editAria', { name: fullName })}
          data-testid="patronaged-edit"
          onClick={() => onEdit(record.id)}
        >
          {conflict ? <GitCompare /> : <Pencil />}
        </IconButton>
      </Table.Cell>
    </Table.Row>
  );
});
