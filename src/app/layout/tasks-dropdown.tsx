import { Badge, Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserNotifications } from '../../contract/auth';
import { formatDateTime } from '../../lib/datetime';

/**
 * The top bar's tasks dropdown (spec 01 §2 "Chrome"). An item opens /task-view with the member-task
 * id in the URL (a reload opens it again) and in navigation state; 'See all' opens /tasks-received.
 */
export function TasksDropdown({ tasks }: { tasks: UserNotifications | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = tasks?.task_nr ?? 0;
  const items = tasks?.member_tasks ?? [];

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="lg" color="inherit" position="relative" aria-label={t('topbar.tasksLabel', { n: count })}>
          <ClipboardList />
          {count > 0 && (
            <Badge position="absolute" top="1" insetEnd="1" size="sm" variant="solid" colorPalette="red" rounded="full" aria-hidden data-testid="task-count">
              {count > 99 ? '99+' : count}
            </Badge>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="280px" maxW="calc(100vw - 24px)">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('topbar.tasks')}</Menu.ItemGroupLabel>
              {items.length === 0 && (
                <Text px="2" py="2" color="fg.muted">
                  {t('topbar.noTasks')}
                </Text>
              )}
              {items.map((item) => (
                <Menu.Item key={item.id} value={`task-${item.id}`} minH="44px" onSelect={() => void navigate(`/task-view?id=${item.id}`, { state: { memberTaskId: item.id, from: 'list' } })}>
                  <Box minW="0">
                    <Text fontWeight="medium" truncate>
                      {item.task.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {t('topbar.from', { name: `${item.task.create_member.name} ${item.task.create_member.surname}` })} · {formatDateTime(item.start_date)}
                    </Text>
                  </Box>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="see-all" minH="44px" justifyContent="center" fontWeight="semibold" onSelect={() => void navigate('/tasks-received')}>
              {t('topbar.seeAll')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
