import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskInfo } from '../../../contract/task-creator';
import { formatDateTime } from '../../../lib/datetime';
import { CreatorPriorityIcon } from '../../../ui/task-marks/creator-priority-icon';
import { TaskProgress } from '../../../ui/task-marks/task-progress';
import { TASK_EDIT_NS } from '../i18n/namespace';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box data-testid={testId}>{children}</Box>
    </Box>
  );
}

/** The view mode's fields (spec 01 §2 "Task detail"): supervisor, progress, description, dates and times, priority, type, points. */
export function TaskDetails({ task }: { task: TaskInfo }) {
  const { t } = useTranslation(TASK_EDIT_NS);
  const priorityName = t(`priority.${task.task_priority.id}`);
  return (
    <Stack gap="4" data-testid="task-details">
      <Item label={t('fields.description')} testId="task-description">
        <Text whiteSpace="pre-wrap">{task.description}</Text>
      </Item>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Item label={t('fields.supervisor')} testId="task-supervisor">
          <Text>{`${task.create_member.name} ${task.create_member.surname}`}</Text>
        </Item>
        <Item label={t('fields.progress')} testId="task-progress-field">
          <TaskProgress value={task.progress} label={t('fields.progress')} />
        </Item>
        <Item label={t('fields.start')} testId="task-start">
          <Text>{formatDateTime(task.start_date)}</Text>
        </Item>
        <Item label={t('fields.end')} testId="task-end">
          <Text>{formatDateTime(task.end_date)}</Text>
        </Item>
        <Item label={t('fields.priority')} testId="task-priority">
          <HStack gap="2">
            <CreatorPriorityIcon priority={task.task_priority.id} label={priorityName} />
            <Text>{priorityName}</Text>
          </HStack>
        </Item>
        <Item label={t('fields.type')} testId="task-type">
          <Text>{task.task_type?.name ?? t('fields.none')}</Text>
        </Item>
        <Item label={t('fields.points')} testId="task-points">
          <Text>{task.points.toFixed(1)}</Text>
        </Item>
        {task.address && (
          <Item label={t('fields.address')} testId="task-address">
            <Text>{task.address}</Text>
          </Item>
        )}
      </SimpleGrid>
    </Stack>
  );
}
