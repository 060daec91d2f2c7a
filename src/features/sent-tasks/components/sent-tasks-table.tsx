import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CreatedTask } from '../../../contract/task-creator';
import { formatDate } from '../../../lib/datetime';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { CreatorPriorityIcon } from '../../../ui/task-marks/creator-priority-icon';
import { MemberAvatars } from '../../../ui/task-marks/member-avatars';
import { TaskProgress } from '../../../ui/task-marks/task-progress';
import { SENT_TASKS_NS } from '../i18n/namespace';
import { EmptyRows } from './empty-rows';
import { TaskActionsMenu } from './task-actions-menu';

interface SentTasksTableProps {
  rows: readonly CreatedTask[];
  onMembers: (task: CreatedTask) => void;
  onView: (task: CreatedTask) => void;
  onCancel: (task: CreatedTask) => void;
}

/** Spec 01 §2 "Sent tasks": priority, task, date, progress, members, actions; a card a task on a phone. */
export function SentTasksTable({ rows, onMembers, onView, onCancel }: SentTasksTableProps) {
  const { t } = useTranslation(SENT_TASKS_NS);
  if (rows.length === 0) return <EmptyRows text={t('empty')} testId="sent-tasks-empty" />;
  const priority = (task: CreatedTask) => <CreatorPriorityIcon priority={task.task_priority.id} label={task.task_priority.name} />;
  const columns: ListColumn<CreatedTask>[] = [
    { id: 'priority', header: t('columns.priority'), cell: priority, card: 'none', cellProps: { w: '12' } },
    {
      id: 'task',
      header: t('columns.task'),
      card: 'title',
      cellProps: { minW: '56' },
      cell: (task) => <TaskTitle task={task} />,
      cardCell: (task) => (
        <HStack gap="2" align="start">
          {priority(task)}
          <TaskTitle task={task} />
        </HStack>
      ),
    },
    { id: 'date', header: t('columns.date'), cell: (task) => <span data-testid="sent-task-date">{formatDate(task.end_date)}</span>, cellProps: { whiteSpace: 'nowrap' } },
    {
      id: 'progress',
      header: t('columns.progress'),
      cell: (task) => <TaskProgress value={task.progress} label={t('progressLabel', { value: task.progress })} />,
      cellProps: { minW: '36' },
    },
    {
      id: 'members',
      header: t('columns.members'),
      cell: (task) => (
        <Button
          variant="ghost"
          minH="44px"
          px="1"
          aria-label={t('membersButton', { name: task.name, count: task.members.length })}
          onClick={() => onMembers(task)}
          data-testid="members-cell"
        >
          {task.members.length > 0 ? (
            <MemberAvatars members={task.members} />
          ) : (
            <Text as="span" fontSize="sm" color="fg.muted">
              {t('noMembers')}
            </Text>
          )}
        </Button>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      card: 'actions',
      cellProps: { w: '14', px: '2' },
      cell: (task) => <TaskActionsMenu name={task.name} onView={() => onView(task)} onCancel={() => onCancel(task)} />,
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(task) => task.id}
      rowProps={(task) => ({ 'data-testid': 'sent-task-row', 'data-task-id': task.id })}
      testId="sent-tasks-table"
    />
  );
}

function TaskTitle({ task }: { task: CreatedTask }) {
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold">{task.name}</Text>
      <Text fontSize="sm" fontWeight="normal" color="fg.muted" lineClamp={2}>
        {task.description}
      </Text>
    </Stack>
  );
}
