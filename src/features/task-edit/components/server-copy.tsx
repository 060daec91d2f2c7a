import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskInfo } from '../../../contract/task-creator';
import { TASK_EDIT_NS } from '../i18n/namespace';
import { TaskDetails } from './task-details';

/** Another device's save that came before ours: shown beside the form so the member decides. */
export function ServerCopy({ task }: { task: TaskInfo }) {
  const { t } = useTranslation(TASK_EDIT_NS);
  return (
    <Box borderWidth="1px" borderColor="orange.emphasized" bg="orange.subtle" rounded="md" p="4" data-testid="task-server-copy">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('form.serverCopyHeading')}: {task.name}
        </Heading>
        <Text fontSize="sm">{t('form.serverCopy')}</Text>
        <TaskDetails task={task} />
      </Stack>
    </Box>
  );
}
