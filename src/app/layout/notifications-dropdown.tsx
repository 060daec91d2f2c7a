import { Badge, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '../../contract/auth';
import { DeferredMenu } from './deferred-menu';

const loadMenu = () => import('./notifications-menu');

/** The top bar's notifications button with its count; the list itself is ./notifications-menu. */
export function NotificationsDropdown({ notifications }: { notifications: NotificationItem[] | null }) {
  const { t } = useTranslation();
  const count = notifications?.length ?? 0;
  const trigger = (
    <IconButton variant="ghost" size="lg" color="inherit" position="relative" aria-label={t('topbar.notificationsLabel', { n: count })}>
      <Bell />
      {count > 0 && (
        <Badge position="absolute" top="1" insetEnd="1" size="sm" variant="solid" colorPalette="red" rounded="full" aria-hidden>
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </IconButton>
  );
  return <DeferredMenu load={loadMenu} trigger={trigger} props={{ notifications }} />;
}
