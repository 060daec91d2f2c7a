// B1, Terren side: the voting-day store writes each tap (record + outbox row in one transaction)
// and the app's own sync runtime drains the outbox when the page comes back online.
import { setDataKey } from '../../src/db/at-rest/data-key';
import { db } from '../../src/db/database';
import { recordSignIn } from '../../src/db/session';
import { downloadObserverList, setObserverVote } from '../../src/features/voting-day/store';
import { startSyncRuntime } from '../../src/sync/adapters/browser-runtime';
import { countingFetch, nextOnline, until, withLimit } from './counting-fetch';
import type { B1TerrenApi, BenchWindow, DrainOutcome } from './page-api';

const DRAIN_LIMIT_MS = 10 * 60_000;

const counter = countingFetch();
let drain: Promise<DrainOutcome> | null = null;
let member = { userId: 0, observerId: 0 };

const api: B1TerrenApi = {
  async setup({ userId, token, observerId }) {
    member = { userId, observerId };
    await recordSignIn({ userId, token });
    // The key a sign-in would have unwrapped: the list is stored sealed under it (and waits for it).
    setDataKey(userId, crypto.getRandomValues(new Uint8Array(32)));
    await downloadObserverList(userId);
    // Listening before the runtime does, so the clock starts before the engine hears of it; the
    // count restarts inside the event, before any request of the drain can leave.
    const online = nextOnline(() => counter.reset());
    // Polled from the event on, so the end time does not depend on when the runner asks.
    drain = online.then(async (start) => {
      // first() is O(1); count() would walk every row on each poll and slow the drain it measures.
      await until(async () => (await db.outbox.toCollection().first()) === undefined, DRAIN_LIMIT_MS);
      return { ms: performance.now() - start, calls: counter.calls(), statuses: counter.statuses(), meanCallMs: counter.meanCallMs() };
    });
    // The app starts the runtime at start-up; the counting fetch is the only difference.
    startSyncRuntime({ fetch: counter.fetch });
    return { voters: await db.observerVoters.where('userId').equals(userId).count() };
  },
  async act(actions) {
    const t = performance.now();
    for (const a of actions) await setObserverVote(member.userId, member.observerId, a.voterId, a.voted);
    return { ms: performance.now() - t, outboxRows: await db.outbox.count() };
  },
  drained(timeoutMs) {
    if (!drain) return Promise.reject(new Error('setup first'));
    return withLimit(drain, timeoutMs);
  },
};

(window as unknown as BenchWindow).bench = { ...(window as unknown as Partial<BenchWindow>).bench, b1Terren: api };
