import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AssignedTaskRow } from '../../../contract/member-tasks';
import { formatDateTime } from '../../../lib/datetime';
import { truncate } from '../../../ui/html/html-text';
import type { Completion } from '../../../sync/kinds/member-task-kinds';
import { SyncMark } from '../../../ui/offline-list/sync-mark';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { taskViewLink } from '../../../lib/task-links';
import { PriorityMark } from './priority-mark';
import { StatusBadge } from './status-badge';

/** Priority, task, dates, creator and status (spec 02 §2.3); the info button opens the consult view. */
interface TasksTableProps {
  rows: readonly AssignedTaskRow[];
  firstNumber: number;
  /** The list's search part, so Back from a task returns to the same search and page. */
  listSearch?: string;
  /** Done / refuse not sent yet, by assignment id (see usePendingCompletions). */
  pending?: ReadonlyMap<number, Completion>;
  testId?: string;
}

export function TasksTable({ rows, firstNumber, listSearch, pending, testId = 'tasks-table' }: TasksTableProps) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const navigate = useNavigate();
  const columns: ListColumn<AssignedTaskRow>[] = [
    { id: 'number', header: t('columns.number'), cell: (_row, index) => firstNumber + index, card: 'none' },
    { id: 'priority', header: t('columns.priority'), cell: (row) => <PriorityMark priority={row.task_priority} />, card: 'none' },
    {
      id: 'task',
      header: t('columns.task'),
      card: 'title',
      cellProps: { minW: '200px' },
      cell: (row) => <TaskTitle row={row} />,
      cardCell: (row) => (
        <HStack gap="2" align="start">
          <PriorityMark priority={row.task_priority} />
          <TaskTitle row={row} />
        </HStack>
      ),
    },
    { id: 'start', header: t('columns.start'), cell: (row) => formatDateTime(row.start_date), cellProps: { whiteSpace: 'nowrap' } },
    { id: 'end', header: t('columns.end'), cell: (row) => formatDateTime(row.end_date), cellProps: { whiteSpace: 'nowrap' } },
    { id: 'creator', header: t('columns.creator'), cell: (row) => `${row.created_by.name} ${row.created_by.surname}` },
    {
      id: 'status',
      header: t('columns.status'),
      card: 'state',
      cell: (row) => {
        const decided = pending?.get(row.id);
        const status = decided === 'completed' ? 'completed' : decided === 'refused' ? 'unfinished' : row.status;
        return (
          <HStack gap="1" wrap="wrap">
            <StatusBadge status={status} refused={decided === undefined ? row.refused : decided === 'refused'} />
            {decided !== undefined && <SyncMark sync="pending" />}
          </HStack>
        );
      },
    },
    {
      id: 'info',
      header: t('columns.info'),
      card: 'actions',
      cell: (row) => {
        const link = taskViewLink(row.id, 'list', listSearch);
        return (
          <IconButton
            variant="ghost"
            minW="44px"
            minH="44px"
            aria-label={t('info', { name: row.task_name })}
            data-testid="task-info"
            onClick={() => void navigate(link.to, { state: link.state })}
          >
            <Info />
          </IconButton>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'task-row', 'data-id': row.id })}
      testId={testId}
    />
  );
}

function TaskTitle({ row }: { row: AssignedTaskRow }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{row.task_name}</Text>
      <Text fontSize="sm" fontWeight="normal" color="fg.muted">
        {truncate(row.task_description, 90)}
      </Text>
    </Stack>
  );
}
