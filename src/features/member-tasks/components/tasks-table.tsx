import { HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AssignedTaskRow } from '../../../contract/member-tasks';
import { formatDateTime } from '../../../lib/datetime';
import { truncate } from '../../../ui/html/html-text';
import type { Completion } from '../../../sync/kinds/member-task-kinds';
import { SyncMark } from '../../../ui/offline-list/sync-mark';
import { TableFrame } from '../../../ui/offline-list/table-frame';
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
  const columns = ['number', 'priority', 'task', 'start', 'end', 'creator', 'status', 'info'].map((c) => t(`columns.${c}`));
  return (
    <TableFrame columns={columns} empty={rows.length === 0} testId={testId}>
      {rows.map((row, index) => {
        const link = taskViewLink(row.id, 'list', listSearch);
        const decided = pending?.get(row.id);
        const status = decided === 'completed' ? 'completed' : decided === 'refused' ? 'unfinished' : row.status;
        return (
          <Table.Row key={row.id} data-testid="task-row" data-id={row.id}>
            <Table.Cell>{firstNumber + index}</Table.Cell>
            <Table.Cell>
              <PriorityMark priority={row.task_priority} />
            </Table.Cell>
            <Table.Cell minW="200px">
              <Stack gap="0">
                <Text fontWeight="medium">{row.task_name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {truncate(row.task_description, 90)}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(row.start_date)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(row.end_date)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{`${row.created_by.name} ${row.created_by.surname}`}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" wrap="wrap">
                <StatusBadge status={status} refused={decided === undefined ? row.refused : decided === 'refused'} />
                {decided !== undefined && <SyncMark sync="pending" />}
              </HStack>
            </Table.Cell>
            <Table.Cell>
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
            </Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
}
