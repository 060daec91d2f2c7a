import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CreatedTask } from '../../../contract/task-creator';
import { formatDate } from '../../../lib/datetime';
import { STICKY_ACTION_CELL } from '../../../ui/offline-list/table-frame';
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

/** Spec 01 §2 "Sent tasks": priority, task, date, progress, members, actions. Scrolls sideways on a phone. */
export function SentTasksTable({ rows, onMembers, onView, onCancel }: SentTasksTableProps) {
  const { t } = useTranslation(SENT_TASKS_NS);
  if (rows.length === 0) return <EmptyRows text={t('empty')} testId="sent-tasks-empty" />;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="sent-tasks-table">
        <Table.Header>
          <Table.Row bg="bg">
            <Table.ColumnHeader w="12">{t('columns.priority')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="56">{t('columns.task')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.progress')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.members')}</Table.ColumnHeader>
            <Table.ColumnHeader {...STICKY_ACTION_CELL}>
              <Text srOnly>{t('columns.actions')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((task) => (
              <Table.Row key={task.id} bg="bg" data-testid="sent-task-row" data-task-id={task.id}>
                <Table.Cell>
                  <CreatorPriorityIcon priority={task.task_priority.id} label={task.task_priority.name} />
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">{task.name}</Text>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {task.description}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid="sent-task-date">
                  {formatDate(task.end_date)}
                </Table.Cell>
                <Table.Cell>
                  <TaskProgress value={task.progress} label={t('progressLabel', { value: task.progress })} />
                </Table.Cell>
                <Table.Cell>
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
                </Table.Cell>
                {/* The menu stays in view while the other columns scroll sideways on a phone. */}
                <Table.Cell {...STICKY_ACTION_CELL}>
                  <TaskActionsMenu name={task.name} onView={() => onView(task)} onCancel={() => onCancel(task)} />
                </Table.Cell>
              </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
