import { Box, Flex, HStack, IconButton, Image, Link, Text } from '@chakra-ui/react';
import { Menu as MenuIcon, Settings } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SyncStatusIndicator } from '../../features/sync-status/sync-status-indicator';
import { logoLink } from '../menu/menu-rules';
import type { LayoutPrefs } from '../../ui/preferences/preferences';
import { useSession } from '../../ui/session/session-context';
import { NotificationsDropdown } from './notifications-dropdown';
import { TasksDropdown } from './tasks-dropdown';
import { useTopBarData } from './use-top-bar-data';
import { TOP_BAR_HEIGHT } from '../../ui/top-bar-height';
import { UserMenu } from './user-menu';

// The readiness check (issue 36) opens at the top of the sync panel; its code loads with the panel.
const ReadinessSection = lazy(() => import('../../features/readiness/readiness-section').then((m) => ({ default: m.ReadinessSection })));

interface TopBarProps {
  prefs: LayoutPrefs;
  /** The sunlight theme overrides a dark top bar: black on white everywhere. */
  sunlight: boolean;
  /** Wide enough for the side (or top) menu: then there is no drawer to open. */
  wide: boolean;
  onOpenMenu: () => void;
  onOpenSettings: () => void;
}

/** Logo, tasks, notifications, sync status, display settings and the user menu (spec 01 §2 "Chrome"). */
export function TopBar({ prefs, sunlight, wide, onOpenMenu, onOpenSettings }: TopBarProps) {
  const { t } = useTranslation();
  const { flags } = useSession();
  const { tasks, notifications } = useTopBarData();
  const dark = prefs.topbar === 'dark' && !sunlight;

  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h={TOP_BAR_HEIGHT}
      align="center"
      gap="1"
      px={{ base: '1', md: '3' }}
      bg={dark ? 'gray.900' : 'bg.panel'}
      color={dark ? 'white' : 'fg'}
      borderBottomWidth="1px"
      borderColor="border"
      data-terren-surface=""
      data-topbar={prefs.topbar}
    >
      {/* Below `lg` the menu lives in a drawer opened from here. Shown by the same `wide` that
          builds the desktop menu, not by a CSS media query of its own: in one CI run a window
          narrowed past the breakpoint lost its desktop menu but kept the button hidden. */}
      {!wide && (
        <IconButton variant="ghost" size="lg" color="inherit" aria-label={t('menu.open')} onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
      )}
      <Link asChild color="inherit" textDecoration="none" _hover={{ textDecoration: 'none' }} minH="44px" px="1" gap="2" aria-label={t('topbar.home')}>
        <RouterLink to={logoLink(flags)} data-testid="logo-link">
          <Image src="/icons/icon-192.png" alt="" boxSize="8" minW="8" flexShrink={0} rounded="md" />
          <Text as="span" fontWeight="bold" fontSize="lg" display={{ base: 'none', sm: 'inline' }}>
            {t('app.name')}
          </Text>
        </RouterLink>
      </Link>
      <Box flex="1" />
      <HStack gap={{ base: '0', md: '1' }}>
        <TasksDropdown tasks={tasks} />
        <NotificationsDropdown notifications={notifications} />
        <SyncStatusIndicator panelTop={<ReadinessSection />} />
        {/* Shown on phones too: the side panel is the only place for the layout choices. */}
        <IconButton variant="ghost" size="lg" color="inherit" aria-label={t('topbar.settings')} onClick={onOpenSettings}>
          <Settings />
        </IconButton>
        <UserMenu />
      </HStack>
    </Flex>
  );
}
