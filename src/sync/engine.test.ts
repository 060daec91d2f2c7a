import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from './ports';
import { DONE, deferred } from './testing/fake-transport';
import { engineHarness, OBSERVER_ID, voteKey } from './testing/engine-harness';
import { MemoryLock } from './memory-lock';
import { TOKENS_MAX_AGE_MS } from './engine';

const RETRY_503: SendOutcome = { type: 'retry', retryAfterMs: null, reason: 'HTTP 503' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoff', () => {
  it('retries at exactly 2 s, 4 s, 8 s, 16 s, 32 s, then every 60 s (random = 1)', async () => {
    const h = engineHarness({ respond: () => RETRY_503 });
    await h.vote(1, true);
    await h.engine.sync();
    await vi.advanceTimersByTimeAsync(250_000);

    const times = h.transport.calls.map((call) => call.at);
    expect(times).toEqual([0, 2_000, 6_000, 14_000, 30_000, 62_000, 122_000, 182_000, 242_000]);
    expect(h.store.get(voteKey(1))).toMatchObject({ state: 'pending', attempts: 9 });
  });

  it('draws the wait uniformly below the ceiling (full jitter)', async () => {
    const h = engineHarness({ respond: () => RETRY_503, random: () => 0.25 });
    await h.vote(1, true);
    await h.engine.sync();
    await vi.advanceTimersByTimeAsync(10_000);
    // 0.25 · 2 s = 500 ms, then 0.25 · 4 s = 1 s, then 0.25 · 8 s = 2 s …
    expect(h.transport.calls.map((call) => call.at).slice(0, 4)).toEqual([0, 500, 1_500, 3_500]);
  });

  it('honours Retry-After instead of the backoff', async () => {
    let answers = 0;
    const h = engineHarness({
      respond: () => (answers++ === 0 ? { type: 'retry', retryAfterMs: 7_000, reason: 'HTTP 429' } : DONE),
    });
    await h.vote(1, true);
    await h.engine.sync();
    await vi.advanceTimersByTimeAsync(6_999);
    expect(h.transport.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.transport.calls.map((call) => call.at)).toEqual([0, 7_000]);
    expect(h.store.all()).toEqual([]);
  });

  it('after a row’s own 5xx, a success of another row resets nothing for it but removes its own', async () => {
    const h = engineHarness({ respond: (call) => (call.key === voteKey(1) ? RETRY_503 : DONE) });
    await h.vote(1, true);
    await h.vote(2, true);
    await h.engine.sync();
    expect(h.store.get(voteKey(2))).toBeUndefined();
    expect(h.store.get(voteKey(1))).toMatchObject({ attempts: 1, nextAttemptAt: 2_000 });
  });
});

describe('backoff resets on progress', () => {
  it('after answers lost at a reconnect, the next 2xx makes every waiting row due at once', async () => {
    let lose = true;
    const h = engineHarness({ respond: () => (lose ? { type: 'retry', retryAfterMs: null, reason: 'network', queueWide: true } : DONE) });
    for (const voter of [1, 2, 3]) await h.vote(voter, true);
    // Rows 2 and 3 lost several answers already: they wait out a long backoff.
    await h.store.reschedule(voteKey(2), 5, 50_000);
    await h.store.reschedule(voteKey(3), 5, 55_000);
    await h.engine.sync(); // row 1's answer is lost too
    lose = false;
    await vi.advanceTimersByTimeAsync(2_000); // row 1's retry gets its 2xx
    expect(h.transport.calls.map((call) => [call.key, call.at])).toEqual([
      [voteKey(1), 0],
      [voteKey(1), 2_000],
      [voteKey(2), 2_000],
      [voteKey(3), 2_000],
    ]);
    expect(h.store.all()).toEqual([]);
  });
});

describe('queue-wide hold', () => {
  const NO_ANSWER: SendOutcome = { type: 'retry', retryAfterMs: null, reason: 'network: Failed to fetch', queueWide: true };

  it('without connectivity, one probe per backoff step instead of every row in turn', async () => {
    const h = engineHarness({ concurrency: 1, respond: () => NO_ANSWER });
    for (let id = 1; id <= 6; id++) await h.vote(id, true);
    await h.engine.sync();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.transport.calls.map((c) => c.at)).toEqual([0, 2_000, 6_000, 14_000]);
    // The probes go to different rows (earliest due first), so no row is starved.
    expect(new Set(h.transport.calls.map((c) => c.key)).size).toBe(4);
    expect(h.store.all()).toHaveLength(6);
  });

  it('429 with Retry-After holds every row, not only the one that got it', async () => {
    let first = true;
    const h = engineHarness({
      concurrency: 1,
      respond: () => {
        if (!first) return DONE;
        first = false;
        return { type: 'retry', retryAfterMs: 7_000, reason: 'HTTP 429', queueWide: true };
      },
    });
    await h.vote(1, true);
    await h.vote(2, true);
    await h.engine.sync();
    await vi.advanceTimersByTimeAsync(6_999);
    expect(h.transport.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.transport.calls.map((c) => c.at)).toEqual([0, 7_000, 7_000]);
    expect(h.store.all()).toEqual([]);
  });

  it('any answer from the server lifts the hold', async () => {
    const slow = deferred<SendOutcome>();
    const h = engineHarness({
      concurrency: 2,
      respond: (call) => (call.key === voteKey(1) ? slow.promise : call.key === voteKey(2) ? NO_ANSWER : DONE),
    });
    await h.vote(1, true);
    await h.vote(2, true);
    void h.engine.sync();
    await vi.advanceTimersByTimeAsync(0); // 2 failed: hold for 2 s
    await h.vote(3, true);
    void h.engine.sync();
    await vi.advanceTimersByTimeAsync(500);
    expect(h.transport.callsFor(voteKey(3))).toEqual([]);
    slow.resolve(DONE); // the server answered 1: connectivity is back
    await vi.advanceTimersByTimeAsync(0);
    expect(h.transport.callsFor(voteKey(3)).map((c) => c.at)).toEqual([500]);
  });

  it('expedite (the online event) lifts it at once', async () => {
    const h = engineHarness({ concurrency: 1, respond: () => NO_ANSWER });
    await h.vote(1, true);
    await h.vote(2, true);
    await h.engine.sync();
    h.transport.respond = () => DONE;
    await h.engine.expedite();
    expect(h.store.all()).toEqual([]);
  });
});

describe('coalescing', () => {
  it('confirm → undo → confirm offline is one row and one request', async () => {
    const h = engineHarness();
    h.network.online = false;
    await h.vote(1, true);
    await h.vote(1, false);
    // confirm → undo with nothing sent yet: the server already holds "not voted", so the row goes.
    expect(h.store.all()).toEqual([]);
    await h.vote(1, true);
    await h.vote(1, true); // a double tap changes nothing
    await h.engine.sync();
    expect(h.transport.calls).toEqual([]);
    expect(h.store.all()).toHaveLength(1);

    h.network.online = true;
    await h.engine.sync();
    expect(h.transport.calls.map((c) => c.desired)).toEqual([{ voted: true, observer_id: OBSERVER_ID }]);
    expect(h.store.all()).toEqual([]);
    expect(h.known.get(voteKey(1))).toBe(true);
  });

  it('a change while a request is in flight stays queued and is sent afterwards (compare-and-delete)', async () => {
    const answer = deferred<SendOutcome>();
    let first = true;
    const h = engineHarness({
      respond: () => {
        if (!first) return DONE;
        first = false;
        return answer.promise;
      },
    });
    await h.vote(1, true);
    const drained = h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.transport.calls).toHaveLength(1);

    // Undo while "confirm" is on the wire: the user is back at the server's last known state, but
    // the confirm may land, so the row must stay.
    await h.vote(1, false);
    expect(h.store.get(voteKey(1))).toMatchObject({ version: 2, sentVersion: 1, desired: { voted: false } });

    answer.resolve(DONE);
    await drained;
    expect(h.transport.calls.map((c) => [c.version, (c.desired as { voted: boolean }).voted])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(h.store.all()).toEqual([]);
    expect(h.known.get(voteKey(1))).toBe(false);
  });

  it('after an acknowledgement, a newer version equal to what the server now holds is dropped', async () => {
    const answer = deferred<SendOutcome>();
    const h = engineHarness({ respond: () => answer.promise });
    await h.vote(1, true);
    const drained = h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    await h.vote(1, false);
    await h.vote(1, true); // v3: the same as v1, which is in flight
    answer.resolve(DONE);
    await drained;
    expect(h.transport.calls).toHaveLength(1);
    expect(h.store.all()).toEqual([]);
  });

  it('keeps a reverted row whose earlier send got no answer (it may have landed)', async () => {
    const h = engineHarness({ respond: () => RETRY_503 });
    await h.vote(1, true);
    await h.engine.sync();
    await h.vote(1, false);
    expect(h.store.get(voteKey(1))).toMatchObject({ desired: { voted: false }, sentVersion: 1, state: 'pending' });
  });
});

describe('answer classes', () => {
  it('attention: kept with the server text, not resent, until the user retries', async () => {
    let refuse = true;
    const h = engineHarness({
      respond: () => (refuse ? { type: 'attention', status: 404, message: 'Votuesi nuk gjendet!' } : DONE),
    });
    await h.vote(1, true);
    await h.engine.sync();
    expect(h.store.get(voteKey(1))).toMatchObject({ state: 'attention', lastError: 'Votuesi nuk gjendet!' });
    expect(h.events).toContainEqual({ type: 'attention', key: voteKey(1), message: 'Votuesi nuk gjendet!' });

    await vi.advanceTimersByTimeAsync(600_000);
    await h.engine.sync();
    expect(h.transport.calls).toHaveLength(1);

    refuse = false;
    await h.store.retry(voteKey(1), Date.now());
    await h.engine.sync();
    expect(h.transport.calls).toHaveLength(2);
    expect(h.store.all()).toEqual([]);
  });

  it('attention for an old version leaves the newer one pending', async () => {
    const answer = deferred<SendOutcome>();
    let calls = 0;
    const h = engineHarness({ respond: () => (calls++ === 0 ? answer.promise : DONE) });
    await h.vote(1, true);
    const drained = h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    await h.vote(1, false);
    answer.resolve({ type: 'attention', status: 400, message: 'bad' });
    await drained;
    expect(h.transport.calls.map((c) => c.version)).toEqual([1, 2]);
    expect(h.store.all()).toEqual([]);
  });

  it('discard removes the row and tells the record hooks', async () => {
    const discarded: string[] = [];
    const { MemoryOutboxStore } = await import('./memory-store');
    const store = new MemoryOutboxStore({ onDiscarded: (row) => discarded.push(row.key) });
    const h = engineHarness({ store, respond: () => ({ type: 'attention', status: 422, message: 'no' }) });
    await h.vote(1, true);
    await h.engine.sync();
    await store.discard(voteKey(1));
    expect(store.all()).toEqual([]);
    expect(discarded).toEqual([voteKey(1)]);
  });

  it('a transport that throws is a retry, not a lost row', async () => {
    const h = engineHarness({
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await h.vote(1, true);
    await h.engine.sync();
    expect(h.store.get(voteKey(1))).toMatchObject({ state: 'pending', attempts: 1 });
  });
});

describe('sign-in binding', () => {
  it('403 mid-drain pauses the member: every row kept, nothing else sent; sign-in resumes', async () => {
    let refuse = true;
    const h = engineHarness({ concurrency: 1, respond: () => (refuse ? { type: 'auth', status: 403 } : DONE) });
    for (const id of [1, 2, 3]) await h.vote(id, true);
    await h.engine.sync();

    expect(h.transport.calls).toHaveLength(1);
    expect(h.store.all()).toHaveLength(3);
    expect(h.store.all().every((row) => row.state === 'pending')).toBe(true);
    expect(h.tokens.rejected).toEqual([{ userId: 1, token: 'token-1' }]);
    expect(h.events).toContainEqual({ type: 'auth-required', userId: 1 });

    // Timers and triggers do not send anything for the paused member.
    await vi.advanceTimersByTimeAsync(120_000);
    await h.engine.sync();
    expect(h.transport.calls).toHaveLength(1);

    refuse = false;
    h.tokens.signIn(1, 'token-1b');
    await h.engine.sync();
    expect(h.transport.calls.slice(1).map((c) => c.token)).toEqual(['token-1b', 'token-1b', 'token-1b']);
    expect(h.store.all()).toEqual([]);
  });

  it('an answer refused with the same token string is resumed only by resume()', async () => {
    let refuse = true;
    const h = engineHarness({ respond: () => (refuse ? { type: 'auth', status: 401 } : DONE) });
    await h.vote(1, true);
    await h.engine.sync();
    refuse = false;
    h.tokens.signIn(1, 'token-1'); // the same token comes back
    await h.engine.sync();
    expect(h.transport.calls).toHaveLength(1);
    h.engine.resume(1);
    await h.engine.sync();
    expect(h.transport.calls).toHaveLength(2);
    expect(h.store.all()).toEqual([]);
  });

  it('reads the signed-in tokens once for a drain of many answers, and again after a trigger', async () => {
    const h = engineHarness({ concurrency: 2 });
    const reads = vi.spyOn(h.tokens, 'signedIn');
    for (let voterId = 1; voterId <= 30; voterId++) await h.vote(voterId, true);
    await h.engine.sync();
    expect(h.transport.calls).toHaveLength(30);
    // The drain's first look and the one before it reports the next due time; not one per answer.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);

    // A sign-in comes with a sync: the drain it joins reads the new token at once.
    const gate = deferred<SendOutcome>();
    h.transport.respond = (call) => (call.key === voteKey(31) ? gate.promise : DONE);
    await h.vote(31, true);
    await h.vote(32, true, 2);
    const drain = h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    h.tokens.signIn(2, 'token-2');
    void h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.transport.callsFor(voteKey(32)).map((c) => c.token)).toEqual(['token-2']);
    gate.resolve(DONE);
    await drain;
    expect(h.store.all()).toEqual([]);
  });

  it("sees a sign-out that sends no trigger within TOKENS_MAX_AGE_MS, and never uses another member's token", async () => {
    const gate = deferred<SendOutcome>();
    const h = engineHarness({ concurrency: 1, respond: (call) => (call.key === voteKey(1) ? gate.promise : DONE) });
    await h.vote(1, true);
    const drain = h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    h.tokens.signOut(1);
    h.tokens.signIn(2, 'token-2');
    await h.vote(2, true);
    await vi.advanceTimersByTimeAsync(TOKENS_MAX_AGE_MS);
    gate.resolve(DONE);
    await drain;
    // Member 1's second row waits for their next sign-in; it never goes with member 2's token.
    expect(h.transport.calls.map((c) => [c.key, c.token])).toEqual([[voteKey(1), 'token-1']]);
    expect(h.store.all().map((row) => row.key)).toEqual([voteKey(2)]);
  });

  it("never sends a member's rows with another member's token", async () => {
    const h = engineHarness();
    await h.vote(1, true, 1);
    await h.vote(2, true, 1);
    await h.vote(3, true, 2);
    h.tokens.signOut(1);
    h.tokens.signIn(2, 'token-2');
    await h.engine.sync();

    expect(h.transport.calls.map((c) => [c.key, c.token])).toEqual([[voteKey(3), 'token-2']]);
    expect(h.store.all().map((row) => row.key)).toEqual([voteKey(1), voteKey(2)]);

    h.tokens.signIn(1, 'token-1');
    await h.engine.sync();
    for (const call of h.transport.calls) {
      expect(call.token).toBe(call.key === voteKey(3) ? 'token-2' : 'token-1');
    }
    expect(h.store.all()).toEqual([]);
  });
});

describe('concurrency', () => {
  it('keeps at most 4 entities in flight and one request per key', async () => {
    const answers: ((o: SendOutcome) => void)[] = [];
    const h = engineHarness({
      respond: () => {
        const d = deferred<SendOutcome>();
        answers.push(d.resolve);
        return d.promise;
      },
    });
    for (let id = 1; id <= 10; id++) await h.vote(id, true);
    const drained = h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.transport.inFlight).toBe(4);

    // Changes to in-flight keys must wait for their own request to finish.
    await h.vote(1, false);
    await h.vote(2, false);
    while (h.store.all().length > 0) {
      answers.shift()?.(DONE);
      await vi.advanceTimersByTimeAsync(0);
      expect(h.transport.inFlight).toBeLessThanOrEqual(4);
    }
    await drained;
    expect(h.transport.maxInFlight).toBe(4);
    expect(h.transport.overlappingKey).toBeNull();
    expect(h.transport.callsFor(voteKey(1)).map((c) => c.version)).toEqual([1, 2]);
    expect(h.transport.calls).toHaveLength(12);
  });

  it('a hung request does not block the other entities', async () => {
    const h = engineHarness({ respond: (call) => (call.key === voteKey(1) ? new Promise<SendOutcome>(() => {}) : DONE) });
    for (let id = 1; id <= 6; id++) await h.vote(id, true);
    void h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.store.all().map((row) => row.key)).toEqual([voteKey(1)]);

    // A write while the drain waits on the hung request still goes out.
    await h.vote(9, true);
    void h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.transport.callsFor(voteKey(9))).toHaveLength(1);
    expect(h.store.all().map((row) => row.key)).toEqual([voteKey(1)]);
  });

  it('a row in backoff does not hold up others, even while a request hangs', async () => {
    const h = engineHarness({
      respond: (call) => {
        if (call.key === voteKey(1)) return new Promise<SendOutcome>(() => {});
        if (call.key === voteKey(2)) return RETRY_503;
        return DONE;
      },
    });
    await h.vote(1, true);
    await h.vote(2, true);
    void h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    await h.vote(3, true);
    void h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.store.get(voteKey(3))).toBeUndefined();
    // The retry of 2 fires on time although the drain is still waiting on 1.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(h.transport.callsFor(voteKey(2)).map((c) => c.at)).toEqual([0, 2_000]);
  });

  it('a drain that outlives its deadline lets go of the lock and looks again, so a hung request cannot hold it forever', async () => {
    const lock = new MemoryLock();
    const h = engineHarness({
      lock,
      drainDeadlineMs: 10_000,
      releaseGraceMs: 5_000,
      respond: (call) => (call.key === voteKey(1) && call.at < 15_000 ? new Promise<SendOutcome>(() => {}) : DONE),
    });
    await h.vote(1, true);
    const first = h.engine.sync();
    let settled = false;
    void first.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    expect(lock.isHeld).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toMatchObject({ ran: true, sent: 0 });
    expect(lock.isHeld).toBe(false);
    // It looks again straight away (a zero-delay timer): the row goes out on the next drain.
    await vi.advanceTimersByTimeAsync(1);
    expect(h.transport.callsFor(voteKey(1))).toHaveLength(2);
    expect(h.store.all()).toEqual([]);
    expect(lock.isHeld).toBe(false);
  });

  it('one runner at a time: a second engine on the same lock stands aside and looks again later', async () => {
    const lock = new MemoryLock();
    const answer = deferred<SendOutcome>();
    const a = engineHarness({ lock, respond: () => answer.promise });
    const b = engineHarness({ lock, store: a.store });
    await a.vote(1, true);
    const drainA = a.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    expect(await b.engine.sync()).toEqual({ ran: false, sent: 0, nextDueAt: null });
    expect(b.transport.calls).toHaveLength(0);

    await a.vote(2, true);
    answer.resolve(DONE);
    await drainA;
    expect(a.store.all()).toEqual([]);
    // b's recheck finds nothing left to do.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(b.transport.calls).toHaveLength(0);
  });
});

describe('lifecycle', () => {
  it('does nothing while offline and catches up on expedite (online event)', async () => {
    const h = engineHarness({ respond: () => RETRY_503 });
    await h.vote(1, true);
    await h.engine.sync();
    await vi.advanceTimersByTimeAsync(10_000); // attempts at 0, 2 s, 6 s → next at 14 s
    h.network.online = false;
    await vi.advanceTimersByTimeAsync(60_000);
    const sentWhileOffline = h.transport.calls.filter((c) => c.at > 10_000);
    expect(sentWhileOffline).toEqual([]);

    h.transport.respond = () => DONE;
    h.network.online = true;
    await h.engine.expedite();
    expect(h.store.all()).toEqual([]);
  });

  it('a stopped engine ignores late answers; a new engine resends the row', async () => {
    const answer = deferred<SendOutcome>();
    const h = engineHarness({ respond: () => answer.promise });
    await h.vote(1, true);
    void h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    await h.engine.stop();
    answer.resolve(DONE);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.store.get(voteKey(1))).toMatchObject({ sentVersion: 1, version: 1 });

    const next = engineHarness({ store: h.store });
    await next.engine.sync();
    expect(next.transport.calls.map((c) => c.version)).toEqual([1]);
    expect(h.store.all()).toEqual([]);
  });
});

describe('grouped store work', () => {
  it('claims several rows in one store call and acknowledges answers that arrive together in one; a row changed in flight stays queued', async () => {
    const gate = deferred<void>();
    const h = engineHarness({
      respond: async () => {
        await gate.promise;
        return DONE;
      },
    });
    for (let id = 1; id <= 3; id++) await h.vote(id, true);
    const claims = vi.spyOn(h.store, 'claimDue');
    const acks = vi.spyOn(h.store, 'acknowledge');
    const drained = h.engine.sync();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.transport.inFlight).toBe(3);
    expect(claims).toHaveBeenCalledTimes(1);

    await h.vote(2, false); // the user changes their mind while version 1 is on the wire
    gate.resolve();
    await drained;

    expect(acks.mock.calls[0]?.[0].map((ack) => [ack.key, ack.version])).toEqual([
      [voteKey(1), 1],
      [voteKey(2), 1],
      [voteKey(3), 1],
    ]);
    // Version 1's acknowledgement did not delete version 2: it went out after it, and only then was the row removed.
    expect(h.transport.callsFor(voteKey(2)).map((call) => call.version)).toEqual([1, 2]);
    expect(h.transport.overlappingKey).toBeNull();
    expect(acks).toHaveBeenCalledTimes(2);
    expect(h.store.all()).toEqual([]);
    expect(h.known.get(voteKey(2))).toBe(false);
  });
});
