import { Menu } from '@chakra-ui/react';
import { CircleUser, LogOut, MonitorSmartphone, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LogoutState } from '../../ui/session/sign-out-state';
import type { MenuPartProps } from './deferred-menu';
import { TopBarMenuFrame } from './top-bar-menu-frame';
import { MenuActionItem } from '../../ui/menu-action-item';

const EVERYWHERE: LogoutState = { everywhere: true };

/** The user menu: profile and logout (spec 01 §2), plus the settings screen and the sign-out of every device. */
export default function UserMenuItems({ trigger }: MenuPartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <TopBarMenuFrame trigger={trigger} contentProps={{ minW: '220px' }}>
      <MenuActionItem value="profile" minH="44px" onAction={() => void navigate('/profile')}>
        <CircleUser aria-hidden />
        {t('topbar.profile')}
      </MenuActionItem>
      <MenuActionItem value="settings" minH="44px" onAction={() => void navigate('/settings')}>
        <SlidersHorizontal aria-hidden />
        {t('common.settings')}
      </MenuActionItem>
      <Menu.Separator />
      <MenuActionItem value="logout" minH="44px" onAction={() => void navigate('/logout')}>
        <LogOut aria-hidden />
        {t('topbar.logout')}
      </MenuActionItem>
      {/* Same page and warning as 'Dil'; it also says so when there is no connection. */}
      <MenuActionItem value="logout-all" minH="44px" onAction={() => void navigate('/logout', { state: EVERYWHERE })}>
        <MonitorSmartphone aria-hidden />
        {t('topbar.logoutAll')}
      </MenuActionItem>
    </TopBarMenuFrame>
  );
}
