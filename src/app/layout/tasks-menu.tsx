import { Box, Menu, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserNotifications } from '../../contract/auth';
import { formatDateTime } from '../../lib/datetime';
import type { MenuPartProps } from './deferred-menu';
import { TopBarMenuFrame } from './top-bar-menu-frame';
import { MenuActionItem } from '../../ui/menu-action-item';

/**
 * The top bar's tasks dropdown (spec 01 §2 "Chrome"). An item opens /task-view with the member-task
 * id in the URL (a reload opens it again) and in navigation state; 'See all' opens /tasks-received.
 */
export default function TasksMenu({ tasks, trigger }: { tasks: UserNotifications | null } & MenuPartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = tasks?.member_tasks ?? [];

  return (
    <TopBarMenuFrame trigger={trigger} contentProps={{ minW: '280px', maxW: 'calc(100vw - 24px)' }}>
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{t('topbar.tasks')}</Menu.ItemGroupLabel>
        {items.length === 0 && (
          <Text px="2" py="2" color="fg.muted">
            {t('topbar.noTasks')}
          </Text>
        )}
        {items.map((item) => (
          <MenuActionItem key={item.id} value={`task-${item.id}`} minH="44px" onAction={() => void navigate(`/task-view?id=${item.id}`, { state: { memberTaskId: item.id, from: 'list' } })}>
            <Box minW="0">
              <Text fontWeight="medium" truncate>
                {item.task.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {t('topbar.from', { name: `${item.task.create_member.name} ${item.task.create_member.surname}` })} · {formatDateTime(item.start_date)}
              </Text>
            </Box>
          </MenuActionItem>
        ))}
      </Menu.ItemGroup>
      <Menu.Separator />
      <MenuActionItem value="see-all" minH="44px" justifyContent="center" fontWeight="semibold" onAction={() => void navigate('/tasks-received')}>
        {t('topbar.seeAll')}
      </MenuActionItem>
    </TopBarMenuFrame>
  );
}
