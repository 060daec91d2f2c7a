import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { startSyncRuntime } from '../../sync/adapters/browser-runtime';
import { PageFallback } from '../page-fallback';
import { LIST_FIRST } from '../list-first';
import { FIELD_SCREEN_LISTS } from '../../features/readiness/rules';
import { loadSystem, SystemReady, useSystemReady } from '../../ui/deferred-system';
import { usePreferences } from '../../ui/preferences/preferences-context';
import { mountToastList } from '../../ui/toaster';
import { afterFirstRows } from '../../ui/first-rows';
import { useMediaQuery } from '../../ui/use-media-query';
import { TOP_BAR_HEIGHT } from '../../ui/top-bar-height';
import { Preloader } from './preloader';
import styles from './app-layout.module.css';

// The top bar, the menus and the install card are built with Chakra: their code loads with the
// frame everywhere but on voting day opened afresh, where it waits for the first rows (below).
const loadChrome = () => import('./frame-chrome');
if (!LIST_FIRST.has(window.location.pathname)) void loadChrome().catch(() => undefined);
const TopChrome = lazy(() => loadChrome().then((m) => ({ default: m.TopChrome })));
const SideNav = lazy(() => loadChrome().then((m) => ({ default: m.SideNav })));
const InstallHint = lazy(() => import('../pwa/install-hint').then((m) => ({ default: m.InstallHint })));
// The two drawers (their dialog machinery, the settings panel's switches and choice groups) load
// when first opened, not with every screen; once loaded they stay mounted so they animate closed.
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));
// The readiness banner (issue 36) heads the field screens until the device is ready to work offline.
const ReadinessBanner = lazy(() => import('../../features/readiness/readiness-banner').then((m) => ({ default: m.ReadinessBanner })));
const LayoutSettingsPanel = lazy(() => import('./layout-settings-panel').then((m) => ({ default: m.LayoutSettingsPanel })));

/**
 * Voting day says when it shows something other than rows (no access, nothing downloaded, a
 * station to choose); a state it does not name gets its frame after this anyway. Not sooner: on a
 * slow phone the first rows can take longer than a second after the frame, and the system's
 * evaluation must not land before them.
 */
const FRAME_AFTER_MS = 3000;

/**
 * False until the frame's top bar, menus and readiness banner may mount: once Chakra's system is
 * loaded, and on voting day opened afresh only after the list's first painted rows
 * (src/ui/first-rows.ts), which is when the system is asked for: a cold start and its first taps
 * meet only the list. Decided once, when the frame mounts.
 */
function useFrameReady(): boolean {
  const systemReady = useSystemReady();
  const [rowsFirst, setRowsFirst] = useState(() => LIST_FIRST.has(window.location.pathname));
  useEffect(() => {
    if (!rowsFirst) return;
    const show = () => setRowsFirst(false);
    const timer = window.setTimeout(show, FRAME_AFTER_MS);
    const stop = afterFirstRows(show);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [rowsFirst]);
  useEffect(() => {
    if (!rowsFirst && !systemReady) loadSystem().catch((error: unknown) => console.error('Chakra system: did not load', error));
  }, [rowsFirst, systemReady]);
  return !rowsFirst && systemReady;
}

/** The signed-in frame: top bar, side (or top) menu, the page, the settings panel. */
export function AppLayout() {
  const { prefs } = usePreferences();
  const layout = prefs.layout;
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const { pathname } = useLocation();
  // The desktop menu is not rendered at all below `lg` (phones use the drawer). Hidden by CSS
  // alone, it was 163 of the 308 components a phone rendered to start the frame. Read
  // synchronously, so a desktop's first frame already has it.
  const wide = useMediaQuery('(min-width: 64rem)');
  const frameReady = useFrameReady();

  // The sync engine runs in the page while someone is signed in (it drains on start, on sign-in,
  // when back online, …). Started here, in the signed-in frame, so the sign-in page does not load
  // IndexedDB code; the call is idempotent.
  useEffect(() => startSyncRuntime(), []);
  // Signed-in screens show toasts; the sign-in page does not load their code (src/ui/toaster.tsx).
  useEffect(() => mountToastList(), []);

  // Holds the top bar's place, so the list does not move when it comes.
  const topBarSpace = <div className={styles.topBarSpace} style={{ height: TOP_BAR_HEIGHT }} aria-hidden />;
  return (
    <div className={styles.frame} data-testid="app-frame">
      {frameReady ? (
        <Suspense fallback={topBarSpace}>
          <TopChrome
            layout={layout}
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
        </Suspense>
      ) : (
        topBarSpace
      )}
      <div className={styles.body}>
        {frameReady && layout.layout === 'vertical' && wide && (
          <Suspense fallback={null}>
            <SideNav sidebar={layout.sidebar} sunlight={prefs.sunlight} />
          </Suspense>
        )}
        <main id="main" tabIndex={-1} className={styles.main}>
          <div className={layout.width === 'boxed' ? `${styles.container} ${styles.boxed}` : styles.container}>
            {/* On the dashboard, the screen every member opens first, rather than over a list in use. */}
            {pathname === '/dashboard' && (
              <SystemReady>
                <InstallHint />
              </SystemReady>
            )}
            {frameReady && Object.hasOwn(FIELD_SCREEN_LISTS, pathname) && (
              <Suspense fallback={null}>
                <ReadinessBanner />
              </Suspense>
            )}
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
      <Suspense fallback={null}>
        {menuLoaded && <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />}
        {settingsLoaded && <LayoutSettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} />}
      </Suspense>
      <Preloader enabled={layout.preloader} />
    </div>
  );
}
