import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskStatusCode } from '../../../contract/member-tasks';
import { MEMBER_TASKS_NS } from '../i18n/namespace';

export const STATUS_PALETTE: Record<TaskStatusCode, string> = { completed: 'green', ongoing: 'blue', unfinished: 'red' };

/** 'Në proces', 'Përfunduar', 'E pakryer' (spec 02 §4), and 'Refuzuar' for an unfinished one the member refused. */
export function StatusBadge({ status, refused }: { status: TaskStatusCode; refused: boolean }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid="task-status" data-status={status}>
      {refused && status !== 'completed' ? t('status.refused') : t(`status.${status}`)}
    </Badge>
  );
}
