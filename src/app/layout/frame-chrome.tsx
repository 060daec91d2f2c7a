import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MenuLinks } from '../menu/menu-links';
import type { LayoutPrefs } from '../../ui/preferences/preferences';
import { TopBar } from './top-bar';
import { useMenu } from './use-menu';

export { SideNav } from './side-nav';

interface TopChromeProps {
  layout: LayoutPrefs;
  sunlight: boolean;
  wide: boolean;
  onOpenMenu: () => void;
  onOpenSettings: () => void;
}

/**
 * The frame's Chakra-built parts above the page: the top bar and, in the horizontal layout on a
 * wide screen, the menu under it. Their own chunk (app-layout.tsx), so the frame itself is static
 * CSS and voting day's first rows come before this code is evaluated.
 */
export function TopChrome({ layout, sunlight, wide, onOpenMenu, onOpenSettings }: TopChromeProps) {
  const { t } = useTranslation();
  const sections = useMenu();
  const sidebarTone = layout.sidebar === 'light' || sunlight ? 'light' : 'dark';
  return (
    <>
      <TopBar prefs={layout} sunlight={sunlight} wide={wide} onOpenMenu={onOpenMenu} onOpenSettings={onOpenSettings} />
      {layout.layout === 'horizontal' && wide && (
        <Box
          as="nav"
          aria-label={t('menu.navLabel')}
          bg={sidebarTone === 'dark' ? 'gray.900' : 'bg.panel'}
          borderBottomWidth="1px"
          borderColor="border"
          px="3"
          py="1"
          data-terren-surface=""
          data-testid="main-menu"
        >
          <MenuLinks sections={sections} variant="horizontal" tone={sidebarTone} />
        </Box>
      )}
    </>
  );
}
