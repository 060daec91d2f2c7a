import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MenuLinks } from '../menu/menu-links';
import type { LayoutPrefs } from '../../ui/preferences/preferences';
import { useMenu } from './use-menu';

/** The desktop side menu titled 'System' (spec 01 §2), rendered from `lg` up (app-layout.tsx); phones get the same links in a drawer. */
export function SideNav({ sidebar, sunlight }: { sidebar: LayoutPrefs['sidebar']; sunlight: boolean }) {
  const { t } = useTranslation();
  const sections = useMenu();
  const compact = sidebar === 'compact';
  // The sunlight theme is black on white everywhere, the menu included.
  const tone = sidebar === 'light' || sunlight ? 'light' : 'dark';
  return (
    <Box
      as="nav"
      aria-label={t('menu.navLabel')}
      flexShrink={0}
      w={compact ? '76px' : '260px'}
      bg={tone === 'dark' ? 'gray.900' : 'bg.panel'}
      borderEndWidth="1px"
      borderColor="border"
      position="sticky"
      top="60px"
      h="calc(100dvh - 60px)"
      overflowY="auto"
      px="2"
      py="4"
      data-terren-surface=""
      data-sidebar={sidebar}
      data-testid="main-menu"
    >
      {!compact && (
        <Heading as="h2" size="sm" px="3" pb="3" color={tone === 'dark' ? 'white' : 'fg'}>
          {t('menu.title')}
        </Heading>
      )}
      <MenuLinks sections={sections} variant={compact ? 'compact' : 'full'} tone={tone} />
    </Box>
  );
}
