import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiEventHandlers } from '../../api/api-events';
import { db, type LocalObserverVoter } from '../../db/database';
import { recordSignIn, recordSignOut } from '../../db/session';
import { writeOutboxChange } from './outbox-write';
import { urlOf } from '../testing/url-of';
import {
  discardOutboxRow,
  getSyncStatus,
  onAuthRequired,
  retryOutboxRow,
  startSyncRuntime,
  stopSyncRuntime,
  subscribeSyncStatus,
  syncNow,
} from './browser-runtime';

/** The network as the runtime sees it; `status` decides the answer (a unit-test stand-in). */
let status = 200;
const requests: { url: string; token: string | null }[] = [];
const fakeFetch = ((url: RequestInfo | URL, init?: RequestInit) => {
  requests.push({ url: urlOf(url), token: new Headers(init?.headers).get('Authorization') });
  const body = status === 200 ? { voter_id: 1, voted: true } : { Error: status === 403 ? 'Nuk keni leje' : 'Votuesi nuk gjendet' };
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}) as typeof fetch;

/** What the voting-day store does (it lives in a feature, which this layer must not import): one write, no call to sync. */
async function setObserverVote(userId: number, observerId: number, voterId: number, voted: boolean): Promise<void> {
  await db.transaction('rw', db.observerVoters, db.outbox, db.meta, async () => {
    const record = await db.observerVoters.get([userId, voterId]);
    await db.observerVoters.update([userId, voterId], { voted });
    const change = { key: `vote:observer:${voterId}`, kind: 'vote:observer', userId, desired: { voted, observer_id: observerId } };
    await writeOutboxChange(db, change, voted === record?.serverVoted, Date.now());
  });
  // Nothing more: the write's commit wakes the runtime (wakeOnOutboxCommit).
}

function voter(id: number): LocalObserverVoter {
  return { userId: 1, voter_id: id, qv_id: 1, name: 'Ana', father_name: 'B', surname: 'Hoxha', list_number: id, voted: false, serverVoted: false, folded: 'ana hoxha' };
}

beforeEach(async () => {
  status = 200;
  requests.length = 0;
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.observerVoters.bulkPut([voter(1), voter(2), voter(3)]);
  await recordSignIn({ userId: 1, token: 'tok-1' });
});
afterEach(async () => {
  await stopSyncRuntime();
});

describe('browser runtime', () => {
  it('sends a vote shortly after the write and reports the sync in the status', async () => {
    startSyncRuntime({ fetch: fakeFetch });
    startSyncRuntime({ fetch: fakeFetch }); // idempotent
    const seen: number[] = [];
    const unsubscribe = subscribeSyncStatus((s) => seen.push(s.members.get(1)?.pending ?? 0));

    await setObserverVote(1, 7, 1, true);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await vi.waitFor(() => expect(getSyncStatus().lastSyncAt).not.toBeNull());
    unsubscribe();

    expect(requests).toEqual([{ url: '/api/patronage/voting/', token: 'Token tok-1' }]);
    expect(await db.observerVoters.get([1, 1])).toMatchObject({ voted: true, serverVoted: true });
    expect(seen).toContain(1); // the status showed the row pending before it went out
    expect(getSyncStatus().members.get(1)).toBeUndefined();
  });

  it('on 403 keeps every row, reports auth-required, and resumes on the next sign-in', async () => {
    status = 403;
    const refused: number[] = [];
    const unsubscribe = onAuthRequired((userId) => refused.push(userId));
    const onUnauthorized = vi.fn();
    const unregister = setApiEventHandlers({ onUnauthorized, onToast: () => {} });
    startSyncRuntime({ fetch: fakeFetch });
    await setObserverVote(1, 7, 1, true);

    await vi.waitFor(() => expect(refused).toContain(1));
    expect(onUnauthorized).toHaveBeenCalled(); // the app's sign-out-and-sign-in-again path
    unregister();
    await vi.waitFor(() => expect(getSyncStatus().authRequired).toEqual([1]));

    // Marked after the refusal (a second vote written before it may already be on the wire,
    // which is fine): it stays on the device until the member signs in again.
    await setObserverVote(1, 7, 2, true);
    await syncNow();
    expect(await db.outbox.count()).toBe(2);
    expect(requests).toHaveLength(1);

    // The shell signs the member out, then they sign in again.
    await recordSignOut(1);
    status = 200;
    await recordSignIn({ userId: 1, token: 'tok-2' });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(requests.slice(1).map((r) => r.token)).toEqual(['Token tok-2', 'Token tok-2']);
    unsubscribe();
  });

  it("waits for the owner: another member's sign-in does not send the rows", async () => {
    await setObserverVote(1, 7, 1, true);
    await recordSignOut(1);
    await recordSignIn({ userId: 2, token: 'tok-b' });
    startSyncRuntime({ fetch: fakeFetch });
    await vi.waitFor(() => expect(getSyncStatus().members.get(1)?.pending).toBe(1));
    await syncNow();
    expect(requests).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a refused row waits for the user: try again sends it, discard reverts the voter', async () => {
    status = 404;
    startSyncRuntime({ fetch: fakeFetch });
    await setObserverVote(1, 7, 1, true);
    await setObserverVote(1, 7, 2, true);
    await vi.waitFor(() => expect(getSyncStatus().members.get(1)?.attention).toBe(2));
    expect((await db.outbox.get('vote:observer:1'))?.lastError).toBe('Votuesi nuk gjendet');

    status = 200;
    await retryOutboxRow('vote:observer:1');
    await vi.waitFor(async () => expect(await db.outbox.get('vote:observer:1')).toBeUndefined());

    await discardOutboxRow('vote:observer:2');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.observerVoters.get([1, 2])).toMatchObject({ voted: false, serverVoted: false });
  });
});
