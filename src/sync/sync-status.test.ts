import { describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATUS, sameSyncStatus, type SyncStatus } from './sync-status';

const base: SyncStatus = {
  ...INITIAL_SYNC_STATUS,
  members: new Map([[7, { pending: 2, attention: 0, oldestPendingAt: 1000 }]]),
  lastSyncAt: 5000,
  authRequired: [3],
};

/** The same content in new objects, as a re-read of the store returns it. */
const reread = (status: SyncStatus): SyncStatus => ({
  ...status,
  members: new Map([...status.members].map(([id, counts]) => [id, { ...counts }])),
  authRequired: [...status.authRequired],
});

describe('sameSyncStatus', () => {
  it('finds a re-read of the same state the same', () => {
    expect(sameSyncStatus(base, reread(base))).toBe(true);
  });

  it.each<[string, Partial<SyncStatus>]>([
    ['online', { online: false }],
    ['syncing', { syncing: true }],
    ['last sync', { lastSyncAt: 6000 }],
    ['storage persisted', { storagePersisted: true }],
    ['members who must sign in again', { authRequired: [3, 4] }],
    ['a pending count', { members: new Map([[7, { pending: 3, attention: 0, oldestPendingAt: 1000 }]]) }],
    ['an attention count', { members: new Map([[7, { pending: 2, attention: 1, oldestPendingAt: 1000 }]]) }],
    ['the oldest pending change', { members: new Map([[7, { pending: 2, attention: 0, oldestPendingAt: 900 }]]) }],
    ['who has rows', { members: new Map([[8, { pending: 2, attention: 0, oldestPendingAt: 1000 }]]) }],
    ['a member more', { members: new Map([...base.members, [8, { pending: 1, attention: 0, oldestPendingAt: 1 }]]) }],
  ])('tells a change of %s', (_what, change) => {
    expect(sameSyncStatus(base, { ...base, ...change })).toBe(false);
  });
});
