import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { RequireAuth } from './require-auth';

type PageModule = { default: ComponentType };
type Page = LazyExoticComponent<ComponentType>;

// One route → one page file, each its own chunk: a voting-day screen never loads the task editor.
// The signed-in frame (menu, top bar, sync indicator and its IndexedDB code) is not needed to sign in.
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const LogoutPage = lazy(() => import('../features/auth/pages/logout-page'));
// The app lock wraps the signed-in frame; like the frame, it is not needed to sign in.
const AppLockGate = lazy(() => import('../features/app-lock/components/app-lock-gate'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const SettingsPage = lazy(() => import('../features/settings/pages/settings-page'));
const ObserverPage = lazy(() => import('../features/voting-day/pages/observer-page'));
const PatronagePage = lazy(() => import('../features/voting-day/pages/patronage-page'));
const ReferredPage = lazy(() => import('../features/patronage-outreach/pages/referred-page'));
const MyPatronagePage = lazy(() => import('../features/patronage-outreach/pages/my-patronage-page'));
const EmigrantPage = lazy(() => import('../features/emigrant-references/pages/emigrant-page'));
const DiasporaPage = lazy(() => import('../features/diaspora-references/pages/diaspora-page'));
const FtvPage = lazy(() => import('../features/ftv-voters/pages/ftv-page'));
const ProfilePage = lazy(() => import('../features/member-profile/pages/profile-page'));
const NewsPage = lazy(() => import('../features/news/pages/news-page'));
const NotificationsPage = lazy(() => import('../features/notifications/pages/notifications-page'));
const NotificationViewPage = lazy(() => import('../features/notifications/pages/notification-view-page'));
const StatisticsPage = lazy(() => import('../features/statistics/pages/statistics-page'));
const TasksReceivedPage = lazy(() => import('../features/member-tasks/pages/tasks-received-page'));
const TaskViewPage = lazy(() => import('../features/member-tasks/pages/task-view-page'));
const TaskQrViewPage = lazy(() => import('../features/member-tasks/pages/task-qr-view-page'));
const ConfigurationsPage = lazy(() => import('../features/reference-config/pages/configurations-page'));
const TasksSentPage = lazy(() => import('../features/sent-tasks/pages/tasks-sent-page'));
const TaskQrListPage = lazy(() => import('../features/sent-tasks/pages/task-qr-list-page'));
const ConferencePage = lazy(() => import('../features/conference/pages/conference-page'));
const TaskCreatePage = lazy(() => import('../features/task-create/pages/task-create-page'));
const TaskEditPage = lazy(() => import('../features/task-edit/pages/task-edit-page'));
const UnderConstructionPage = lazy((): Promise<PageModule> => import('../features/under-construction/pages/under-construction-page'));

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
  ['/pages-comingsoon', UnderConstructionPage],
  ['/conference', ConferencePage],
];

export const PROTECTED_PATHS: readonly string[] = PROTECTED.map(([path]) => path);

function element(Page: Page) {
  return <Page />;
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
            <AppLockGate>
              <AppLayout />
            </AppLockGate>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...PROTECTED.map(([path, Page]) => ({ path, element: element(Page) })),
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
