import { describe, expect, it } from 'vitest';
import { assessReadiness, CLOCK_SKEW_MS, LIST_STALE_MS, requiredLists, SYNC_STALE_MS, worst, type ReadinessFacts } from './rules';

const NOW = Date.UTC(2026, 4, 10, 8, 0);
const HOUR = 3_600_000;

/** A device ready in every respect; each test spoils one fact. */
function ready(overrides: Partial<ReadinessFacts> = {}): ReadinessFacts {
  return {
    now: NOW,
    app: { supported: true, controlled: true, precache: { total: 120, cached: 120 } },
    lists: [{ list: 'observer', downloadedAt: NOW - HOUR, count: 1500 }],
    persisted: true,
    outbox: { pending: 0, attention: 0, signInNeeded: false },
    lastSyncAt: NOW - 10 * 60_000,
    clockOffsetMs: 3_000,
    ...overrides,
  };
}

const statusOf = (facts: ReadinessFacts, id: string) => assessReadiness(facts).checks.find((c) => c.id === id);

describe('assessReadiness', () => {
  it('is green with every check green, and says what is on the device', () => {
    const report = assessReadiness(ready());
    expect(report.overall).toBe('green');
    expect(report.checks.map((c) => [c.id, c.status])).toEqual([
      ['app', 'green'],
      ['list-observer', 'green'],
      ['storage', 'green'],
      ['outbox', 'green'],
      ['lastSync', 'green'],
      ['clock', 'green'],
    ]);
    expect(report.checks.every((c) => c.fix === null)).toBe(true);
    expect(statusOf(ready(), 'list-observer')?.reason).toEqual({ key: 'list.ready', values: { count: 1500, at: NOW - HOUR } });
  });

  it('is red before a worker controls the page, with the reload fix', () => {
    const check = statusOf(ready({ app: { supported: true, controlled: false, precache: null } }), 'app');
    expect(check).toMatchObject({ status: 'red', reason: { key: 'app.notControlled' }, fix: { key: 'app.notControlledFix' } });
    expect(assessReadiness(ready({ app: { supported: true, controlled: false, precache: null } })).overall).toBe('red');
  });

  it('is red while the precache misses files, amber when the worker does not answer, red without service workers', () => {
    expect(statusOf(ready({ app: { supported: true, controlled: true, precache: { total: 120, cached: 119 } } }), 'app')).toMatchObject({
      status: 'red',
      reason: { key: 'app.precacheIncomplete', values: { cached: 119, total: 120 } },
    });
    expect(statusOf(ready({ app: { supported: true, controlled: true, precache: null } }), 'app')?.status).toBe('amber');
    expect(statusOf(ready({ app: { supported: false, controlled: false, precache: null } }), 'app')).toMatchObject({ status: 'red', reason: { key: 'app.unsupported' } });
  });

  it('is red when a needed list was never stored, amber once it is older than the threshold', () => {
    expect(statusOf(ready({ lists: [{ list: 'patronage', downloadedAt: null, count: 0 }] }), 'list-patronage')).toMatchObject({
      status: 'red',
      reason: { key: 'list.missing' },
      fix: { key: 'list.missingFix' },
    });
    const atThreshold = ready({ lists: [{ list: 'ftv', downloadedAt: NOW - LIST_STALE_MS, count: 4 }] });
    expect(statusOf(atThreshold, 'list-ftv')?.status).toBe('green');
    const stale = ready({ lists: [{ list: 'ftv', downloadedAt: NOW - LIST_STALE_MS - 1, count: 4 }] });
    expect(statusOf(stale, 'list-ftv')).toMatchObject({ status: 'amber', reason: { key: 'list.stale', values: { count: 4, hours: 12 } } });
    expect(assessReadiness(stale).overall).toBe('amber');
  });

  it('an empty list that was stored is on the device (a member may have no voters)', () => {
    expect(statusOf(ready({ lists: [{ list: 'referred', downloadedAt: NOW, count: 0 }] }), 'list-referred')?.status).toBe('green');
  });

  it('storage not persisted, or unknown, is amber (never red: the browser decides)', () => {
    expect(statusOf(ready({ persisted: false }), 'storage')).toMatchObject({ status: 'amber', fix: { key: 'storage.notPersistedFix' } });
    expect(statusOf(ready({ persisted: null }), 'storage')?.status).toBe('amber');
    expect(assessReadiness(ready({ persisted: false })).overall).toBe('amber');
  });

  it('unsent changes are amber; refused ones, or a sign-in the server no longer accepts, red', () => {
    expect(statusOf(ready({ outbox: { pending: 3, attention: 0, signInNeeded: false } }), 'outbox')).toMatchObject({ status: 'amber', reason: { values: { count: 3 } } });
    expect(statusOf(ready({ outbox: { pending: 3, attention: 1, signInNeeded: false } }), 'outbox')).toMatchObject({ status: 'red', reason: { key: 'outbox.attention' } });
    expect(statusOf(ready({ outbox: { pending: 2, attention: 1, signInNeeded: true } }), 'outbox')).toMatchObject({ status: 'red', reason: { key: 'outbox.signInNeeded', values: { count: 3 } } });
  });

  it('the last sync is the newer of an acknowledged change and a stored list; amber when old or never', () => {
    const onlyDownload = ready({ lastSyncAt: null });
    expect(statusOf(onlyDownload, 'lastSync')).toMatchObject({ status: 'green', reason: { values: { at: NOW - HOUR } } });
    expect(statusOf(ready({ lastSyncAt: null, lists: [] }), 'lastSync')).toMatchObject({ status: 'amber', reason: { key: 'lastSync.never' } });
    const old = NOW - SYNC_STALE_MS - 1;
    expect(statusOf(ready({ lastSyncAt: old, lists: [{ list: 'observer', downloadedAt: old, count: 1 }] }), 'lastSync')?.status).toBe('amber');
  });

  it('a device clock more than two minutes off is amber, saying which way; unknown is amber', () => {
    expect(statusOf(ready({ clockOffsetMs: CLOCK_SKEW_MS }), 'clock')?.status).toBe('green');
    expect(statusOf(ready({ clockOffsetMs: 5 * 60_000 }), 'clock')).toMatchObject({ status: 'amber', reason: { key: 'clock.behind', values: { minutes: 5 } } });
    expect(statusOf(ready({ clockOffsetMs: -7 * 60_000 }), 'clock')).toMatchObject({ status: 'amber', reason: { key: 'clock.ahead', values: { minutes: 7 } } });
    expect(statusOf(ready({ clockOffsetMs: null }), 'clock')).toMatchObject({ status: 'amber', reason: { key: 'clock.unknown' } });
  });

  it('overall is the worst part', () => {
    expect(worst([])).toBe('green');
    expect(worst(['green', 'amber', 'green'])).toBe('amber');
    expect(worst(['amber', 'red', 'green'])).toBe('red');
    const mixed = ready({ persisted: false, outbox: { pending: 0, attention: 2, signInNeeded: false } });
    expect(assessReadiness(mixed).overall).toBe('red');
  });
});

describe('requiredLists', () => {
  const none = { isObserver: false, isPatronager: false, isDiasporaCoordinator: false, isFtvCoordinator: false };

  it('follows the roles', () => {
    expect(requiredLists({ ...none, isObserver: true }, null)).toEqual(['observer']);
    expect(requiredLists({ ...none, isPatronager: true }, null)).toEqual(['patronage', 'patronaged', 'referred', 'emigrant']);
    expect(requiredLists({ ...none, isDiasporaCoordinator: true, isFtvCoordinator: true }, null)).toEqual(['diaspora', 'ftv']);
    expect(requiredLists(none, null)).toEqual([]);
  });

  it("adds the open field screen's list once", () => {
    expect(requiredLists(none, '/emigrant')).toEqual(['emigrant']);
    expect(requiredLists({ ...none, isPatronager: true }, '/emigrant')).toEqual(['patronage', 'patronaged', 'referred', 'emigrant']);
    expect(requiredLists({ ...none, isObserver: true }, '/dashboard')).toEqual(['observer']);
  });
});
