import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { CircleUser, LogOut, MonitorSmartphone, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mediaUrl } from '../../api/http';
import { useSession } from '../../ui/session/session-context';
import type { LogoutState } from '../../ui/session/sign-out-state';

const EVERYWHERE: LogoutState = { everywhere: true };

/** The user menu: profile and logout (spec 01 §2), plus the settings screen and the sign-out of every device. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { fullName, data } = useSession();
  const photo = data.member?.photo ?? null;

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="lg" color="inherit" px="1.5" aria-label={t('topbar.userMenu')} gap="2">
          <Avatar.Root size="sm">
            <Avatar.Fallback name={fullName} />
            {photo && <Avatar.Image src={mediaUrl(photo)} alt="" />}
          </Avatar.Root>
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="160px" truncate>
            {fullName}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px">
            <Menu.Item value="profile" minH="44px" onSelect={() => void navigate('/profile')}>
              <CircleUser aria-hidden />
              {t('topbar.profile')}
            </Menu.Item>
            <Menu.Item value="settings" minH="44px" onSelect={() => void navigate('/settings')}>
              <SlidersHorizontal aria-hidden />
              {t('common.settings')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" minH="44px" onSelect={() => void navigate('/logout')}>
              <LogOut aria-hidden />
              {t('topbar.logout')}
            </Menu.Item>
            {/* Same page and warning as 'Dil'; it also says so when there is no connection. */}
            <Menu.Item value="logout-all" minH="44px" onSelect={() => void navigate('/logout', { state: EVERYWHERE })}>
              <MonitorSmartphone aria-hidden />
              {t('topbar.logoutAll')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
