import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AssignedTaskRow } from '../../../contract/member-tasks';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { TasksTable } from './tasks-table';

/** The member's own assignments of the task's sub-tasks (spec 02 §2.4 shows the list always empty; ours fills it). */
export function SubtasksList({ rows }: { rows: readonly AssignedTaskRow[] }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  return (
    <Stack gap="2" as="section" aria-labelledby="subtasks-heading">
      <Heading as="h2" size="md" id="subtasks-heading">
        {t('subtasks.heading')}
      </Heading>
      <TasksTable rows={rows} firstNumber={1} testId="subtasks-table" />
    </Stack>
  );
}
