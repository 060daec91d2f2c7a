import { Badge, IconButton } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserNotifications } from '../../contract/auth';
import { DeferredMenu } from './deferred-menu';

const loadMenu = () => import('./tasks-menu');

/** The top bar's tasks button with its count; the list itself is ./tasks-menu. */
export function TasksDropdown({ tasks }: { tasks: UserNotifications | null }) {
  const { t } = useTranslation();
  const count = tasks?.task_nr ?? 0;
  const trigger = (
    <IconButton variant="ghost" size="lg" color="inherit" position="relative" aria-label={t('topbar.tasksLabel', { n: count })}>
      <ClipboardList />
      {count > 0 && (
        <Badge position="absolute" top="1" insetEnd="1" size="sm" variant="solid" colorPalette="red" rounded="full" aria-hidden data-testid="task-count">
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </IconButton>
  );
  return <DeferredMenu load={loadMenu} trigger={trigger} props={{ tasks }} />;
}
