import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { Ban, Eye, MoreVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../ui/offline-list/use-online';
import { SENT_TASKS_NS } from '../i18n/namespace';
import { MenuActionItem } from '../../../ui/menu-action-item';

interface TaskActionsMenuProps {
  name: string;
  onView: () => void;
  onCancel: () => void;
}

/** 'Shiko' and 'Anullo' (spec 01 §2); cancelling needs the server, so offline it is disabled and says why. */
export function TaskActionsMenu({ name, onView, onCancel }: TaskActionsMenuProps) {
  const { t } = useTranslation(SENT_TASKS_NS);
  const online = useOnline();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="lg" aria-label={t('actionsFor', { name })} data-testid="task-actions">
          <MoreVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px">
            <MenuActionItem value="view" minH="44px" onAction={onView}>
              <Eye aria-hidden />
              {t('view')}
            </MenuActionItem>
            <MenuActionItem value="cancel" minH="44px" color="fg.error" disabled={!online} onAction={onCancel}>
              <Ban aria-hidden />
              {t('cancel')}
            </MenuActionItem>
            {!online && (
              <Text px="2" py="1" fontSize="xs" color="fg.muted" maxW="220px" data-testid="cancel-offline">
                {t('needsInternet')}
              </Text>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
