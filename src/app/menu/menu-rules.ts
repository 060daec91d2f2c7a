import type { MemberFlags } from '../../ui/session/member-flags';

/** Icon names, mapped to lucide icons by the side menu (keeps this file free of React). */
export type MenuIcon =
  | 'dashboard'
  | 'tasks-received'
  | 'observer'
  | 'patronage-day'
  | 'task-view'
  | 'referred'
  | 'emigrants'
  | 'news'
  | 'notifications'
  | 'profile'
  | 'coming-soon'
  | 'my-patronage'
  | 'diaspora'
  | 'first-time-voters'
  | 'tasks-sent'
  | 'task-create'
  | 'task-qr'
  | 'reference-lists'
  | 'statistics'
  | 'live-turnout';

/** One link. Invariant: within one built menu no two entries share a path. */
export interface MenuEntry {
  path: string;
  /** i18n key of the label. */
  labelKey: string;
  icon: MenuIcon;
}

/** A titled group of links; `titleKey` null for the first, untitled group. */
export interface MenuSection {
  id: string;
  titleKey: string | null;
  entries: MenuEntry[];
}

const entry = (path: string, labelKey: string, icon: MenuIcon): MenuEntry => ({ path, labelKey, icon });

const DASHBOARD = entry('/dashboard', 'menu.dashboard', 'dashboard');
const TASKS_RECEIVED = entry('/tasks-received', 'menu.tasksReceived', 'tasks-received');
const OBSERVER_DAY = entry('/observer-module', 'menu.observerModule', 'observer');
const PATRONAGE_DAY = entry('/patronager-module', 'menu.patronagerModule', 'patronage-day');

/** Spec 01 §6 "Everyone sees", in the spec's order. */
const EVERYONE: readonly MenuEntry[] = [
  DASHBOARD,
  TASKS_RECEIVED,
  OBSERVER_DAY,
  PATRONAGE_DAY,
  entry('/task-view', 'menu.taskView', 'task-view'),
  entry('/patronage-referred', 'menu.referred', 'referred'),
  entry('/emigrant', 'menu.emigrants', 'emigrants'),
  entry('/news-grid', 'menu.news', 'news'),
  entry('/notifications', 'menu.notifications', 'notifications'),
  entry('/profile', 'menu.profile', 'profile'),
  entry('/pages-comingsoon', 'menu.comingSoon', 'coming-soon'),
];

export const TASK_PERMISSION = 'Detyra';
export const TASKS_RECEIVED_PERMISSION = 'DetyratMarra';
/** The permission code of the statistics screen (server: STATISTICS_PERMISSION). */
export const STATISTICS_PERMISSION = 'Statistika';

/**
 * The side menu for a member (spec 01 §6, spec 02 §2), pure.
 *
 * Choices where the spec lists one link twice:
 * - Everyone sees the observer and patronager voting-day modules, and the observer/patronager
 *   roles "add" the same links. A role does not repeat them; it moves its own voting-day link up
 *   into a first 'Dita e votimit' section right under the dashboard, because on election day that
 *   is the one screen a field worker needs, one tap away.
 * - 'DetyratMarra' adds 'tasks received', which everyone already has: with that code the link
 *   moves into the 'Detyrat' group (when the member also has 'Detyra'), otherwise it stays put.
 * - Links that exist only for a role (my patronaged, diaspora references, first-time voters,
 *   the task-creator screens) form their own titled groups after the general list.
 */
export function buildMenu(flags: MemberFlags, permissionCodes: readonly string[]): MenuSection[] {
  const codes = new Set(permissionCodes);
  const sections: MenuSection[] = [];

  const votingDay: MenuEntry[] = [];
  if (flags.isObserver) votingDay.push(OBSERVER_DAY);
  if (flags.isPatronager) votingDay.push(PATRONAGE_DAY);

  const tasks: MenuEntry[] = [];
  if (codes.has(TASK_PERMISSION)) {
    tasks.push(
      entry('/tasks-sent', 'menu.tasksSent', 'tasks-sent'),
      entry('/task-create', 'menu.taskCreate', 'task-create'),
      entry('/task-qr-list', 'menu.taskQrList', 'task-qr'),
      // The reference lists feed the task forms (task types and their points), behind the same permission.
      entry('/configurations', 'menu.referenceLists', 'reference-lists'),
    );
    if (codes.has(TASKS_RECEIVED_PERMISSION)) tasks.unshift(TASKS_RECEIVED);
  }

  const claimed = new Set([...votingDay, ...tasks].map((e) => e.path));
  const general = EVERYONE.filter((e) => e.path !== DASHBOARD.path && !claimed.has(e.path));

  sections.push({ id: 'main', titleKey: null, entries: [DASHBOARD] });
  if (votingDay.length > 0) sections.push({ id: 'voting-day', titleKey: 'menu.groups.votingDay', entries: votingDay });
  sections.push({ id: 'general', titleKey: 'menu.groups.general', entries: general });
  if (tasks.length > 0) sections.push({ id: 'tasks', titleKey: 'menu.groups.tasks', entries: tasks });
  if (flags.isPatronager)
    sections.push({ id: 'patronage', titleKey: 'menu.groups.patronage', entries: [entry('/my-patronage', 'menu.myPatronage', 'my-patronage')] });
  if (flags.isDiasporaCoordinator)
    sections.push({ id: 'diaspora', titleKey: 'menu.groups.diaspora', entries: [entry('/diaspora-references', 'menu.diasporaReferences', 'diaspora')] });
  if (flags.isFtvCoordinator)
    sections.push({ id: 'first-time-voters', titleKey: 'menu.groups.firstTimeVoters', entries: [entry('/my-vhp-voters', 'menu.firstTimeVoters', 'first-time-voters')] });
  if (codes.has(STATISTICS_PERMISSION))
    sections.push({
      id: 'statistics',
      titleKey: 'menu.groups.statistics',
      // The live turnout table (issue 33) reads the same permission as the statistics.
      entries: [entry('/statistics', 'menu.statistics', 'statistics'), entry('/statistics/turnout', 'menu.liveTurnout', 'live-turnout')],
    });
  return sections;
}

/** The special-division flag sends the logo to the special dashboard (spec 01 §6). */
export function logoLink(flags: MemberFlags): string {
  return flags.highDivision ? '/dashboard?special=1' : '/dashboard';
}
