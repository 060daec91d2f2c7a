import { Box, Menu, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '../../contract/auth';
import { formatDateTime } from '../../lib/datetime';
import { DESCRIPTION_MAX, preview } from '../../features/notifications/text';
import { viewLink } from '../../features/notifications/view-link';
import type { MenuPartProps } from './deferred-menu';
import { TopBarMenuFrame } from './top-bar-menu-frame';
import { MenuActionItem } from '../../ui/menu-action-item';

/**
 * The top bar's notifications dropdown, 250 px high (spec 01 §9). An item opens
 * /notification-view?id=… with `{ notification: item }` in navigation state (see viewLink).
 */
export default function NotificationsMenu({ notifications, trigger }: { notifications: NotificationItem[] | null } & MenuPartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = notifications ?? [];

  return (
    <TopBarMenuFrame trigger={trigger} contentProps={{ minW: '280px', maxW: 'calc(100vw - 24px)', maxH: '250px', overflowY: 'auto' }}>
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{t('topbar.notifications')}</Menu.ItemGroupLabel>
        {items.length === 0 && (
          <Text px="2" py="2" color="fg.muted">
            {t('topbar.noNotifications')}
          </Text>
        )}
        {items.map((item) => (
          <MenuActionItem
            key={item.id}
            value={`notification-${item.id}`}
            minH="44px"
            data-testid="notification-menu-item"
            onAction={() => {
              const link = viewLink(item);
              void navigate(link.to, { state: link.state });
            }}
          >
            <Box minW="0">
              <Text fontWeight="medium" truncate>
                {item.title}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {preview(item.description, DESCRIPTION_MAX)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(item.create_date)}
              </Text>
            </Box>
          </MenuActionItem>
        ))}
      </Menu.ItemGroup>
    </TopBarMenuFrame>
  );
}
