import type { APIRequestContext } from '@playwright/test';
import type { MemberTask } from '../../src/contract/member-tasks';
import type { MyNotifications } from '../../src/contract/notifications';
import type { ObserverStatus } from '../../src/contract/election';
import type { CreatedTask } from '../../src/contract/task-creator';
import { QR_TASK_NAME } from '../../server/seed/seed-member-tasks';
import { CREATOR_TASK_NAME } from '../../server/seed/seed-task-creator';
import { expect } from './fixtures';
import type { DemoRole } from './shell-helpers';

/**
 * The phone-first sweep's table (issue 34): every signed-in route of src/app/routes.tsx, the demo
 * roles that reach it (their menu, src/app/menu/menu-rules.ts, the user menu's settings and profile,
 * and the detail pages their own lists open) and the address that opens it on one real record.
 * A route added to routes.tsx belongs here too.
 *
 * Left out: '/' and '*' (redirects to /dashboard), /task-view without an id (redirects to the
 * list), /login (signed out: a11y.spec.ts) and /logout (it signs the shared page out).
 */

export const SWEEP_WIDTHS = [390, 1280] as const;
export type SweepWidth = (typeof SWEEP_WIDTHS)[number];
export const SWEEP_VIEWPORTS: Record<SweepWidth, { width: number; height: number }> = {
  390: { width: 390, height: 844 },
  1280: { width: 1280, height: 800 },
};

export const ALL_ROLES: readonly DemoRole[] = ['admin', 'vezhgues', 'patronazhist', 'diaspora', 'vhp', 'anetar'];
/** The participants of the demo QR task (seed-member-tasks.ts) and its creator: they reach its QR view and its conference. */
const QR_ROLES: readonly DemoRole[] = ['admin', 'anetar', 'patronazhist', 'vezhgues'];
/** 'Detyra' (the task creator's screens) and 'Statistika': only admin holds them in the demo data. */
const CREATOR: readonly DemoRole[] = ['admin'];

/** The real records a role's detail routes open, read from the server as the role. */
export interface SweepIds {
  /** One of the role's task assignments it has already seen, so opening it (which marks it seen) changes nothing. */
  memberTask: number;
  notification: number;
  qrTask: number;
  createdTask: number;
  /** One of vezhgues's polling stations: the observer's voting day lists a station's voters once one is chosen. */
  observerStation: number;
}

/**
 * Rows of a list (a table's rows, the rows and cards that say so) and the texts a list shows
 * instead: a list page is ready once one of them is there. Voting-day rows are `voter-row-<id>`.
 */
export const LIST_ROW = ['[data-testid$="-row"]', 'tbody tr', '[data-list-row]', '[data-testid^="voter-row-"]'] as const;
const LIST_READY = [...LIST_ROW, '[data-testid$="-empty"]', '[data-testid$="-no-access"]'].map((s) => `main ${s}`).join(', ');
/** A page without a list is ready once its heading is (the voting-day pages title themselves with an h2). */
const HEADING_READY = 'main h1, main h2';

export interface SweepRoute {
  /** The route as routes.tsx names it. */
  path: string;
  roles: readonly DemoRole[];
  /** The address opened: the path, with the query that names a record where the route needs one. */
  url: (ids: SweepIds) => string;
  /** CSS selector of what shows once the page's content has rendered. */
  ready: string;
}

const at = (path: string, ready = HEADING_READY) => ({ path, url: () => path, ready });
const list = (path: string) => at(path, LIST_READY);

export const SWEEP_ROUTES: readonly SweepRoute[] = [
  { ...list('/dashboard'), roles: ALL_ROLES },
  // Ready once the member's details are on the device: the edit button is disabled (and paler) until then.
  { ...at('/profile', 'main [data-testid="details-edit"]:not([disabled])'), roles: ALL_ROLES },
  { ...at('/settings'), roles: ALL_ROLES },
  { ...list('/tasks-received'), roles: ALL_ROLES },
  { path: '/task-view', roles: ALL_ROLES, url: (ids) => `/task-view?id=${ids.memberTask}`, ready: 'main [data-testid="status-banner"]' },
  // The station in the URL is the observer's own; for everyone else the page says they are no observer.
  { path: '/observer-module', roles: ALL_ROLES, url: (ids) => `/observer-module?qv=${ids.observerStation}`, ready: LIST_READY },
  { ...list('/patronager-module'), roles: ALL_ROLES },
  { ...list('/patronage-referred'), roles: ALL_ROLES },
  { ...list('/emigrant'), roles: ALL_ROLES },
  { ...at('/news-grid', 'main [data-testid^="news-card-"], main [data-testid="news-empty"]'), roles: ALL_ROLES },
  { ...list('/notifications'), roles: ALL_ROLES },
  { path: '/notification-view', roles: ALL_ROLES, url: (ids) => `/notification-view?id=${ids.notification}`, ready: 'main [data-testid="notification-title"]' },
  { ...at('/pages-comingsoon'), roles: ALL_ROLES },
  { path: '/task-qr-view', roles: QR_ROLES, url: (ids) => `/task-qr-view?task_id=${ids.qrTask}`, ready: LIST_READY },
  // The QR task's conference code (seed-member-tasks.ts): its QR view and the creator's task detail open it.
  { path: '/conference', roles: QR_ROLES, url: () => '/conference?code=tubim-dega-tirane', ready: HEADING_READY },
  { ...list('/tasks-sent'), roles: CREATOR },
  { ...at('/task-create'), roles: CREATOR },
  { ...list('/task-qr-list'), roles: CREATOR },
  { ...list('/configurations'), roles: CREATOR },
  { ...at('/statistics'), roles: CREATOR },
  { ...list('/statistics/turnout'), roles: CREATOR },
  { path: '/task-edit', roles: CREATOR, url: (ids) => `/task-edit?id=${ids.createdTask}`, ready: LIST_READY },
  { ...list('/my-patronage'), roles: ['patronazhist'] },
  { ...list('/diaspora-references'), roles: ['diaspora'] },
  { ...list('/my-vhp-voters'), roles: ['vhp'] },
];

async function read<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Token ${token}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * The records a role's detail routes open, read with its token; the QR and created task are
 * admin's and the station vezhgues's, read with theirs.
 */
export async function sweepIds(request: APIRequestContext, token: string, tokenOf: (role: DemoRole) => Promise<string>): Promise<SweepIds> {
  const assignments = await read<{ data: MemberTask[] }>(request, token, '/api/hr/membertask/?limit=100');
  const seen = assignments.data.find((a) => a.seen);
  const notifications = await read<MyNotifications>(request, token, '/api/sns/my-notifications/?offset=0&limit=10');
  const created = await read<{ data: CreatedTask[] }>(request, await tokenOf('admin'), '/api/hr/mytasks/?limit=100');
  const observer = await read<ObserverStatus>(request, await tokenOf('vezhgues'), '/api/election/observer-status/');
  const qrTask = created.data.find((t) => t.name === QR_TASK_NAME);
  // Another spec on the same server may have renamed it by adding to its name (task-edit.spec.ts).
  const createdTask = created.data.find((t) => t.name.startsWith(CREATOR_TASK_NAME));
  const notification = notifications.data[0];
  const station = observer.qvs[0];
  if (!seen || !notification || !qrTask || !createdTask || !station) throw new Error('the demo data lacks a seen task, a notification, the QR task, the created task or an observer station');
  return { memberTask: seen.id, notification: notification.id, qrTask: qrTask.id, createdTask: createdTask.id, observerStation: station.id };
}
