import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { RequireAuth } from './require-auth';
import { LIST_FIRST } from './list-first';
import { readToken } from '../api/auth-storage';
import { loadSystem, RequireSystem } from '../ui/deferred-system';

type PageModule = { default: ComponentType };
/** A lazily loaded page whose chunk can also be fetched before it renders (see preloadSignedInRoute). */
type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

function page(load: () => Promise<PageModule>): Page {
  return Object.assign(lazy(load), { preload: load });
}

// One route → one page file, each its own chunk: a voting-day screen never loads the task editor.
// The signed-in frame (menu, top bar, sync indicator and its IndexedDB code) is not needed to sign in.
const loadAppLayout = () => import('./layout/app-layout').then((m) => ({ default: m.AppLayout }));
const AppLayout = lazy(loadAppLayout);
const LoginPage = page(() => import('../features/auth/pages/login-page'));
const LogoutPage = page(() => import('../features/auth/pages/logout-page'));
// The app lock wraps the signed-in frame; like the frame, it is not needed to sign in.
const loadAppLockGate = () => import('../features/app-lock/components/app-lock-gate');
const AppLockGate = lazy(loadAppLockGate);
const DashboardPage = page(() => import('../features/dashboard/pages/dashboard-page'));
const SettingsPage = page(() => import('../features/settings/pages/settings-page'));
const ObserverPage = page(() => import('../features/voting-day/pages/observer-page'));
const PatronagePage = page(() => import('../features/voting-day/pages/patronage-page'));
const ReferredPage = page(() => import('../features/patronage-outreach/pages/referred-page'));
const MyPatronagePage = page(() => import('../features/patronage-outreach/pages/my-patronage-page'));
const EmigrantPage = page(() => import('../features/emigrant-references/pages/emigrant-page'));
const DiasporaPage = page(() => import('../features/diaspora-references/pages/diaspora-page'));
const FtvPage = page(() => import('../features/ftv-voters/pages/ftv-page'));
const ProfilePage = page(() => import('../features/member-profile/pages/profile-page'));
const NewsPage = page(() => import('../features/news/pages/news-page'));
const NotificationsPage = page(() => import('../features/notifications/pages/notifications-page'));
const NotificationViewPage = page(() => import('../features/notifications/pages/notification-view-page'));
const StatisticsPage = page(() => import('../features/statistics/pages/statistics-page'));
const LiveTurnoutPage = page(() => import('../features/statistics/pages/live-turnout-page'));
const TasksReceivedPage = page(() => import('../features/member-tasks/pages/tasks-received-page'));
const TaskViewPage = page(() => import('../features/member-tasks/pages/task-view-page'));
const TaskQrViewPage = page(() => import('../features/member-tasks/pages/task-qr-view-page'));
const ConfigurationsPage = page(() => import('../features/reference-config/pages/configurations-page'));
const TasksSentPage = page(() => import('../features/sent-tasks/pages/tasks-sent-page'));
const TaskQrListPage = page(() => import('../features/sent-tasks/pages/task-qr-list-page'));
const ConferencePage = page(() => import('../features/conference/pages/conference-page'));
const TaskCreatePage = page(() => import('../features/task-create/pages/task-create-page'));
const TaskEditPage = page(() => import('../features/task-edit/pages/task-edit-page'));
const UnderConstructionPage = page(() => import('../features/under-construction/pages/under-construction-page'));

/**
 * The protected route table (spec 01 §2, plus /notification-view and /conference). Screens not
 * built yet show the under-construction page; replace the entry when a screen lands.
 */
const PROTECTED: readonly (readonly [path: string, page: Page])[] = [
  ['/dashboard', DashboardPage],
  ['/profile', ProfilePage],
  ['/settings', SettingsPage],
  ['/configurations', ConfigurationsPage],
  ['/tasks-received', TasksReceivedPage],
  ['/task-view', TaskViewPage],
  ['/task-qr-list', TaskQrListPage],
  ['/task-qr-view', TaskQrViewPage],
  ['/tasks-sent', TasksSentPage],
  ['/task-create', TaskCreatePage],
  ['/task-edit', TaskEditPage],
  // Observer voting day ('Dita e Votimit').
  ['/observer-module', ObserverPage],
  // Patronage voting day.
  ['/patronager-module', PatronagePage],
  ['/patronage-referred', ReferredPage],
  ['/emigrant', EmigrantPage],
  ['/diaspora-references', DiasporaPage],
  ['/my-vhp-voters', FtvPage],
  // Patronaged voters ('Të patronazhuarit e mi').
  ['/my-patronage', MyPatronagePage],
  ['/news-grid', NewsPage],
  ['/notifications', NotificationsPage],
  ['/notification-view', NotificationViewPage],
  ['/statistics', StatisticsPage],
  ['/statistics/turnout', LiveTurnoutPage],
  ['/pages-comingsoon', UnderConstructionPage],
  ['/conference', ConferencePage],
];

export const PROTECTED_PATHS: readonly string[] = PROTECTED.map(([path]) => path);

/**
 * A signed-in start (a reload, the installed app opening offline) fetches the lock gate's chunk at
 * once, and the frame's and the page's as soon as the lock screen is on screen: left to render,
 * React would ask for the frame only once the lock is open and for the page only once the frame
 * has rendered (three round trips and parses one after the other, on the path to the observer's
 * first row). Not all at once either: evaluating the frame and the page held the lock screen's
 * first paint back; after it, they load while the member types the password.
 */
let afterLockShown: (() => void) | null = null;

/**
 * Called once at start (main.tsx). Chakra's system is loaded with the rest, except on voting day,
 * whose frame asks for it after the first rows (src/app/layout/app-layout.tsx).
 */
export function preloadStartRoute(pathname: string): void {
  // A failed fetch here is not an error: the route's own render loads (and reports) it again.
  const ignore = () => undefined;
  if (readToken() === null) {
    void loadSystem().catch(ignore);
    return;
  }
  const target = pathname === '/' ? '/dashboard' : pathname;
  const page = PROTECTED.find(([path]) => path === target)?.[1];
  if (!page) return;
  void loadAppLockGate().catch(ignore);
  afterLockShown = () => {
    void loadAppLayout().catch(ignore);
    void page.preload().catch(ignore);
    if (!LIST_FIRST.has(target)) void loadSystem().catch(ignore);
  };
}

/** Once per start: a lock shown again later (after idle) finds the frame and the page loaded. */
function preloadBehindLock(): void {
  const preload = afterLockShown;
  afterLockShown = null;
  preload?.();
}

/** A page built with Chakra waits for its system (voting day's screens are static CSS and do not). */
function element(Page: Page, path?: string) {
  if (path !== undefined && LIST_FIRST.has(path)) return <Page />;
  return (
    <RequireSystem>
      <Page />
    </RequireSystem>
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: '/login', element: element(LoginPage) },
      { path: '/logout', element: element(LogoutPage) },
      {
        element: (
          <RequireAuth>
            <AppLockGate onLockShown={preloadBehindLock}>
              <AppLayout />
            </AppLockGate>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...PROTECTED.map(([path, Page]) => ({ path, element: element(Page, path) })),
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];

/** The route table, rendered inside main.tsx's BrowserRouter (no data router: no loaders or actions are used). */
export function AppRoutes() {
  return useRoutes(routes);
}
