/**
 * The readiness rules (issue 36: 'Gati për punë pa lidhje'): from what the device knows to a
 * green / amber / red status per check, each with its reason and fix as i18n keys. Pure, so every
 * rule is tested without a browser (rules.test.ts).
 */

export type ReadinessStatus = 'green' | 'amber' | 'red';

/** A member's downloaded lists (the names of src/db/meta-keys.ts downloadedAtKey). */
export type ListName = 'observer' | 'patronage' | 'patronaged' | 'referred' | 'emigrant' | 'diaspora' | 'ftv';

/** A list older than this is amber: voters' marks made elsewhere since then are not on the device. */
export const LIST_STALE_MS = 12 * 60 * 60 * 1000;
/** No successful sync for this long is amber. */
export const SYNC_STALE_MS = 12 * 60 * 60 * 1000;
/** A device clock further than this from the server's is amber: marks would carry the wrong time. */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;

export interface ListFact {
  list: ListName;
  /** When the list was last stored (epoch ms), null when it never was. */
  downloadedAt: number | null;
  /** Records of the list on the device. */
  count: number;
}

export interface ReadinessFacts {
  now: number;
  app: {
    /** The browser has service workers at all. */
    supported: boolean;
    /** A service worker controls this page (a reload with no signal opens the app). */
    controlled: boolean;
    /** The worker's answer about its precache; null while unknown (not asked, or no answer). */
    precache: { total: number; cached: number } | null;
  };
  lists: readonly ListFact[];
  /** navigator.storage.persisted(); null when the browser cannot say. */
  persisted: boolean | null;
  outbox: { pending: number; attention: number; signInNeeded: boolean };
  /** The last time the server acknowledged a change of this device (epoch ms), or null. */
  lastSyncAt: number | null;
  /** Server time minus device time (ms), null when never measured. */
  clockOffsetMs: number | null;
}

/** An i18n key of the readiness namespace with its values. */
export interface Text {
  key: string;
  values?: Record<string, string | number>;
}

export type CheckId = 'app' | `list-${ListName}` | 'storage' | 'outbox' | 'lastSync' | 'clock';

export interface ReadinessCheck {
  id: CheckId;
  status: ReadinessStatus;
  title: Text;
  reason: Text;
  /** What to do; null when green. */
  fix: Text | null;
}

export interface ReadinessReport {
  overall: ReadinessStatus;
  checks: ReadinessCheck[];
}

const RANK: Record<ReadinessStatus, number> = { green: 0, amber: 1, red: 2 };

export function worst(statuses: readonly ReadinessStatus[]): ReadinessStatus {
  return statuses.reduce<ReadinessStatus>((a, b) => (RANK[b] > RANK[a] ? b : a), 'green');
}

/** Times go to the view as epoch ms (formatted there in the display zone); ages in whole hours or minutes. */
function appCheck(app: ReadinessFacts['app']): ReadinessCheck {
  const title = { key: 'app.title' };
  if (!app.supported) return { id: 'app', status: 'red', title, reason: { key: 'app.unsupported' }, fix: { key: 'app.unsupportedFix' } };
  if (!app.controlled) return { id: 'app', status: 'red', title, reason: { key: 'app.notControlled' }, fix: { key: 'app.notControlledFix' } };
  if (app.precache === null) return { id: 'app', status: 'amber', title, reason: { key: 'app.precacheUnknown' }, fix: { key: 'app.precacheUnknownFix' } };
  const { total, cached } = app.precache;
  if (cached < total) return { id: 'app', status: 'red', title, reason: { key: 'app.precacheIncomplete', values: { cached, total } }, fix: { key: 'app.precacheIncompleteFix' } };
  return { id: 'app', status: 'green', title, reason: { key: 'app.ready', values: { total } }, fix: null };
}

function listCheck(fact: ListFact, now: number): ReadinessCheck {
  const id: CheckId = `list-${fact.list}`;
  const title = { key: `lists.${fact.list}` };
  if (fact.downloadedAt === null) return { id, status: 'red', title, reason: { key: 'list.missing' }, fix: { key: 'list.missingFix' } };
  const values = { count: fact.count, at: fact.downloadedAt };
  if (now - fact.downloadedAt > LIST_STALE_MS) {
    return { id, status: 'amber', title, reason: { key: 'list.stale', values: { ...values, hours: Math.floor((now - fact.downloadedAt) / 3_600_000) } }, fix: { key: 'list.staleFix' } };
  }
  return { id, status: 'green', title, reason: { key: 'list.ready', values }, fix: null };
}

function storageCheck(persisted: boolean | null): ReadinessCheck {
  const title = { key: 'storage.title' };
  if (persisted === true) return { id: 'storage', status: 'green', title, reason: { key: 'storage.persisted' }, fix: null };
  // Amber, not red: Chrome grants it by its own measure of use and may refuse a first request;
  // the data stays unless the phone runs out of space.
  if (persisted === false) return { id: 'storage', status: 'amber', title, reason: { key: 'storage.notPersisted' }, fix: { key: 'storage.notPersistedFix' } };
  return { id: 'storage', status: 'amber', title, reason: { key: 'storage.unknown' }, fix: null };
}

function outboxCheck(outbox: ReadinessFacts['outbox']): ReadinessCheck {
  const title = { key: 'outbox.title' };
  if (outbox.signInNeeded) return { id: 'outbox', status: 'red', title, reason: { key: 'outbox.signInNeeded', values: { count: outbox.pending + outbox.attention } }, fix: { key: 'outbox.signInNeededFix' } };
  if (outbox.attention > 0) return { id: 'outbox', status: 'red', title, reason: { key: 'outbox.attention', values: { count: outbox.attention } }, fix: { key: 'outbox.attentionFix' } };
  if (outbox.pending > 0) return { id: 'outbox', status: 'amber', title, reason: { key: 'outbox.pending', values: { count: outbox.pending } }, fix: { key: 'outbox.pendingFix' } };
  return { id: 'outbox', status: 'green', title, reason: { key: 'outbox.allSent' }, fix: null };
}

/**
 * The last successful exchange with the server: an acknowledged change or a stored list, whichever
 * is newer (a member who changed nothing yet has only downloads).
 */
export function lastSuccessfulSync(facts: Pick<ReadinessFacts, 'lastSyncAt' | 'lists'>): number | null {
  const times = [facts.lastSyncAt, ...facts.lists.map((l) => l.downloadedAt)].filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.max(...times);
}

function lastSyncCheck(facts: ReadinessFacts): ReadinessCheck {
  const title = { key: 'lastSync.title' };
  const at = lastSuccessfulSync(facts);
  if (at === null) return { id: 'lastSync', status: 'amber', title, reason: { key: 'lastSync.never' }, fix: { key: 'lastSync.fix' } };
  if (facts.now - at > SYNC_STALE_MS) return { id: 'lastSync', status: 'amber', title, reason: { key: 'lastSync.stale', values: { at } }, fix: { key: 'lastSync.fix' } };
  return { id: 'lastSync', status: 'green', title, reason: { key: 'lastSync.recent', values: { at } }, fix: null };
}

function clockCheck(offsetMs: number | null): ReadinessCheck {
  const title = { key: 'clock.title' };
  if (offsetMs === null) return { id: 'clock', status: 'amber', title, reason: { key: 'clock.unknown' }, fix: { key: 'clock.unknownFix' } };
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  if (Math.abs(offsetMs) > CLOCK_SKEW_MS) {
    return { id: 'clock', status: 'amber', title, reason: { key: offsetMs > 0 ? 'clock.behind' : 'clock.ahead', values: { minutes } }, fix: { key: 'clock.fix' } };
  }
  return { id: 'clock', status: 'green', title, reason: { key: 'clock.ok' }, fix: null };
}

/** Every check, in the order the panel lists them, and the worst of them. */
export function assessReadiness(facts: ReadinessFacts): ReadinessReport {
  const checks = [
    appCheck(facts.app),
    ...facts.lists.map((fact) => listCheck(fact, facts.now)),
    storageCheck(facts.persisted),
    outboxCheck(facts.outbox),
    lastSyncCheck(facts),
    clockCheck(facts.clockOffsetMs),
  ];
  return { overall: worst(checks.map((c) => c.status)), checks };
}

/** The member's roles, as the menu has them (src/ui/session/member-flags.ts). */
export interface RoleFlags {
  isObserver: boolean;
  isPatronager: boolean;
  isDiasporaCoordinator: boolean;
  isFtvCoordinator: boolean;
}

/** The field screens, by route, and the list each works from. */
export const FIELD_SCREEN_LISTS: Readonly<Record<string, ListName>> = {
  '/observer-module': 'observer',
  '/patronager-module': 'patronage',
  '/my-patronage': 'patronaged',
  '/patronage-referred': 'referred',
  '/my-vhp-voters': 'ftv',
  '/emigrant': 'emigrant',
  '/diaspora-references': 'diaspora',
};

/** The screen where each list is downloaded: a missing list's fix links there. */
export const LIST_SCREENS: Readonly<Record<ListName, string>> = Object.fromEntries(
  Object.entries(FIELD_SCREEN_LISTS).map(([path, list]) => [list, path]),
) as Record<ListName, string>;

/**
 * The lists a member needs with no signal: those of their roles (a patronager works the voting-day
 * list, their patronaged, referred and emigrant voters), and the list of the screen open, if any.
 * Referrals and emigrant references are open to every member, so without the patronager role
 * they count only on their own screen.
 */
export function requiredLists(flags: RoleFlags, pathname: string | null): ListName[] {
  const lists: ListName[] = [];
  if (flags.isObserver) lists.push('observer');
  if (flags.isPatronager) lists.push('patronage', 'patronaged', 'referred', 'emigrant');
  if (flags.isDiasporaCoordinator) lists.push('diaspora');
  if (flags.isFtvCoordinator) lists.push('ftv');
  const screen = pathname === null ? undefined : FIELD_SCREEN_LISTS[pathname];
  if (screen !== undefined && !lists.includes(screen)) lists.push(screen);
  return lists;
}
