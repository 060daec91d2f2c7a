import { Box, Container, Flex, useBreakpointValue } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { startSyncRuntime } from '../../sync/adapters/browser-runtime';
import { MenuLinks } from '../menu/menu-links';
import { PageFallback } from '../page-fallback';
import { InstallHint } from '../pwa/install-hint';
import { FIELD_SCREEN_LISTS } from '../../features/readiness/rules';
import { usePreferences } from '../../ui/preferences/preferences-context';
import { mountToastList } from '../../ui/toaster';
import { afterFirstRows } from '../../ui/first-rows';
import { TOP_BAR_HEIGHT } from '../../ui/top-bar-height';
import { Preloader } from './preloader';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useMenu } from './use-menu';

// The two drawers (their dialog machinery, the settings panel's switches and choice groups) load
// when first opened, not with every screen; once loaded they stay mounted so they animate closed.
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));
// The readiness banner (issue 36) heads the field screens until the device is ready to work offline.
const ReadinessBanner = lazy(() => import('../../features/readiness/readiness-banner').then((m) => ({ default: m.ReadinessBanner })));
const LayoutSettingsPanel = lazy(() => import('./layout-settings-panel').then((m) => ({ default: m.LayoutSettingsPanel })));

/** The voting-day screens, whose first rows come before the frame's top bar and menus. */
const LIST_FIRST = new Set(['/observer-module', '/patronager-module']);
/** A field screen that draws no rows (no access, nothing downloaded) gets its frame after this anyway. */
const FRAME_AFTER_MS = 1500;

/**
 * False until the frame's top bar, menus and readiness banner may mount: at once on any screen but
 * voting day opened afresh, where they wait for the list's first painted rows (src/ui/first-rows.ts)
 * so a cold start and its first taps meet only the list. Decided once, when the frame mounts.
 */
function useFrameReady(): boolean {
  const [ready, setReady] = useState(() => !LIST_FIRST.has(window.location.pathname));
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    const timer = window.setTimeout(show, FRAME_AFTER_MS);
    const stop = afterFirstRows(show);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [ready]);
  return ready;
}

/** The signed-in frame: top bar, side (or top) menu, the page, the settings panel. */
export function AppLayout() {
  const { t } = useTranslation();
  const { prefs } = usePreferences();
  const layout = prefs.layout;
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const sections = useMenu();
  const { pathname } = useLocation();
  const sidebarTone = layout.sidebar === 'light' || prefs.sunlight ? 'light' : 'dark';
  // The desktop menu is not rendered at all below `lg` (phones use the drawer). Hidden by CSS
  // alone, it was 163 of the 308 components a phone rendered to start the frame. Read
  // synchronously, so a desktop's first frame already has it.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const frameReady = useFrameReady();

  // The sync engine runs in the page while someone is signed in (it drains on start, on sign-in,
  // when back online, …). Started here, in the signed-in frame, so the sign-in page does not load
  // IndexedDB code; the call is idempotent.
  useEffect(() => startSyncRuntime(), []);
  // Signed-in screens show toasts; the sign-in page does not load their code (src/ui/toaster.tsx).
  useEffect(() => mountToastList(), []);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" data-testid="app-frame">
      {frameReady ? (
        <TopBar
          prefs={layout}
          sunlight={prefs.sunlight}
          wide={wide}
          onOpenMenu={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          onOpenSettings={() => {
            setSettingsLoaded(true);
            setSettingsOpen(true);
          }}
        />
      ) : (
        // Holds the top bar's place, so the list does not move when it comes.
        <div style={{ height: TOP_BAR_HEIGHT, flexShrink: 0 }} aria-hidden />
      )}
      {frameReady && layout.layout === 'horizontal' && wide && (
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
      <Flex flex="1" align="stretch">
        {frameReady && layout.layout === 'vertical' && wide && <SideNav sidebar={layout.sidebar} sunlight={prefs.sunlight} />}
        <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} outline="none">
          <Container maxW={layout.width === 'boxed' ? '5xl' : 'full'} px="0">
            {/* On the dashboard, the screen every member opens first, rather than over a list in use. */}
            {pathname === '/dashboard' && <InstallHint />}
            {frameReady && Object.hasOwn(FIELD_SCREEN_LISTS, pathname) && (
              <Suspense fallback={null}>
                <ReadinessBanner />
              </Suspense>
            )}
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
      </Flex>
      <Suspense fallback={null}>
        {menuLoaded && <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />}
        {settingsLoaded && <LayoutSettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} />}
      </Suspense>
      <Preloader enabled={layout.preloader} />
    </Flex>
  );
}
