import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SyncEngine } from './engine';
import { MemoryLock } from './memory-lock';
import { MemoryOutboxStore } from './memory-store';
import type { OutboxRow } from './outbox-row';
import type { SendOutcome, Transport } from './ports';
import { FakeNetwork } from './testing/fake-network';
import { ManualClock, settle } from './testing/manual-clock';
import { MemoryTokens } from './testing/memory-tokens';
import { delayedStore } from './testing/delayed-store';

/**
 * The engine against a model of the vote API, under faults, with a store that answers late and in
 * any order (as IndexedDB does) and answers from the network that arrive out of order.
 *
 * Safety, checked after every step: no intent is lost — a voter whose local intent differs from
 * what the server actually holds has an outbox row carrying that intent, and a voter without a
 * row agrees with the server. The server model applies the per-device sequence rule
 * (x-terren-seq): a request older than one it already applied for that voter is ignored, so a
 * request of a closed page that lands late cannot undo a newer one.
 *
 * Liveness, once the network is healthy: with no help but the engine's own timers (and what the
 * app does on sign-in and 'Provo përsëri'), the outbox empties and every drain lets go of the
 * lock within a bounded virtual time.
 *
 * `PROPERTY_RUNS=10000 npx vitest run src/sync/engine.property.test.ts` for a long run.
 */
const RUNS = Number((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.PROPERTY_RUNS ?? 300);
const VOTERS = [1, 2, 3, 4];
const USER = 1;
const OBSERVER = 9;
/** Virtual time allowed to converge once healthy: answers still on the wire (≤ 15 s), a Retry-After (≤ 120 s), a late landing (≤ 20 s), then the sends. */
const CONVERGE_WITHIN_MS = 6 * 60_000;
const STEP_MS = 1_000;

type FaultKind = 'ok' | 'lost-request' | 'lost-answer' | '5xx' | '5xx-applied' | '429' | '403' | '400';
interface Fault {
  kind: FaultKind;
  /** Virtual ms until the answer (and, when it lands, the server's change). */
  latency: number;
  retryAfterSeconds: number;
}

/** What happens to the requests a page had in flight when it went away. */
type InFlightFate = 'cut' | 'lands-now' | 'lands-late';

type Action =
  | { t: 'set'; voter: number; voted: boolean }
  | { t: 'advance'; ms: number }
  | { t: 'reload'; inFlight: InFlightFate }
  | { t: 'sign-in' }
  | { t: 'offline' }
  | { t: 'online' };

const faultArb: fc.Arbitrary<Fault> = fc.record({
  kind: fc.oneof(
    { weight: 2, arbitrary: fc.constant<FaultKind>('ok') },
    { weight: 1, arbitrary: fc.constantFrom<FaultKind>('lost-request', 'lost-answer', '5xx', '5xx-applied', '429', '403', '400') },
  ),
  latency: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 500, max: 15_000 })),
  retryAfterSeconds: fc.integer({ min: 0, max: 120 }),
});

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('set' as const), voter: fc.constantFrom(...VOTERS), voted: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('advance' as const), ms: fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 1_000, max: 70_000 })) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reload' as const), inFlight: fc.constantFrom<InFlightFate>('cut', 'lands-now', 'lands-late') }) },
  { weight: 1, arbitrary: fc.constant({ t: 'sign-in' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'online' as const }) },
);

/** How late the store answers: not at all (microtasks only), a little, or a lot compared with the network. */
const storeDelayArb = fc.constantFrom(0, 5, 50, 400);

interface LocalVoter {
  voted: boolean;
  serverVoted: boolean;
}

interface PendingRequest {
  timer: unknown;
  apply: () => void;
}

/** One simulated world: device (store, records, engine) and server, sharing a virtual clock. */
class World {
  readonly clock = new ManualClock();
  readonly network = new FakeNetwork();
  readonly tokens = new MemoryTokens();
  /** The server's truth: voter → voted. */
  readonly server = new Map<number, boolean>(VOTERS.map((v) => [v, false]));
  /** The server's per-device sequence rule: voter → the newest seq applied from this device. */
  readonly serverSeq = new Map<number, number>();
  /** The device's records (what the Dexie voter table holds). */
  readonly local = new Map<number, LocalVoter>(VOTERS.map((v) => [v, { voted: false, serverVoted: false }]));
  readonly store = new MemoryOutboxStore({
    onAcknowledged: (ack) => {
      const voter = this.local.get(voterOf(ack.key));
      if (voter) voter.serverVoted = (ack.desired as { voted: boolean }).voted;
    },
  });
  /** The token the server accepts; null after it refused one (until the next sign-in). */
  validToken: string | null = 'tok-0';
  private signIns = 0;
  private readonly pending = new Set<PendingRequest>();
  engine: SyncEngine;
  lock = new MemoryLock();

  constructor(
    private readonly faults: Fault[],
    private readonly random: () => number,
    private readonly storeRandom: () => number,
    private readonly storeDelayMs: number,
  ) {
    this.tokens.signIn(USER, 'tok-0');
    this.engine = this.newEngine();
  }

  healthy(): void {
    this.faults.length = 0;
  }

  newEngine(): SyncEngine {
    // A reload releases the Web Lock; the new page gets a fresh one.
    this.lock = new MemoryLock();
    return new SyncEngine({
      store: delayedStore(this.store, this.clock, this.storeRandom, this.storeDelayMs),
      transport: this.transport,
      tokens: this.tokens,
      clock: this.clock,
      network: this.network,
      lock: this.lock,
      random: this.random,
    });
  }

  reload(fate: InFlightFate): void {
    // The page is gone at once; its store calls still under way finish (or not) on their own.
    void this.engine.stop();
    // The old page never sees its answers. Each request reached the server or it did not: now,
    // never, or later than anything the new page sends.
    for (const request of this.pending) {
      this.clock.clearTimeout(request.timer);
      if (fate === 'lands-now') request.apply();
      if (fate === 'lands-late') this.clock.setTimeout(request.apply, 1 + Math.floor(this.random() * 20_000));
    }
    this.pending.clear();
    this.engine = this.newEngine();
    void this.engine.sync();
  }

  signIn(): void {
    const token = `tok-${++this.signIns}`;
    this.validToken = token;
    this.tokens.signIn(USER, token);
    this.engine.resume(USER);
    void this.engine.sync();
  }

  async set(voterId: number, voted: boolean): Promise<void> {
    const voter = this.local.get(voterId)!;
    voter.voted = voted;
    await this.store.write(
      { key: `vote:observer:${voterId}`, kind: 'vote:observer', userId: USER, desired: { voted, observer_id: OBSERVER } },
      voted === voter.serverVoted,
      this.clock.now(),
    );
    void this.engine.sync();
  }

  /** The user's 'Provo përsëri' on every row needing attention (the runtime then asks for a drain). */
  async retryAttention(): Promise<void> {
    for (const row of this.store.all()) if (row.state === 'attention') await this.store.retry(row.key, this.clock.now());
    void this.engine.sync();
  }

  /** The vote API over the network, with the next scripted fault. */
  private readonly transport: Transport = {
    send: (row: OutboxRow, token: string): Promise<SendOutcome> => {
      const fault = this.faults.shift() ?? { kind: 'ok', latency: 50, retryAfterSeconds: 0 };
      const voterId = voterOf(row.key);
      const voted = (row.desired as { voted: boolean }).voted;
      const seq = row.seq;
      return new Promise<SendOutcome>((resolve) => {
        const request: PendingRequest = {
          timer: null,
          apply: () => {
            if (token !== this.validToken) return;
            // The server's rule: nothing older than (or equal to) what it applied from this device.
            if (seq !== undefined) {
              if (seq <= (this.serverSeq.get(voterId) ?? 0)) return;
              this.serverSeq.set(voterId, seq);
            }
            this.server.set(voterId, voted);
          },
        };
        request.timer = this.clock.setTimeout(() => {
          this.pending.delete(request);
          resolve(this.answer(fault, token, request));
        }, fault.latency);
        this.pending.add(request);
      });
    },
  };

  private answer(fault: Fault, token: string, request: PendingRequest): SendOutcome {
    if (token !== this.validToken) return { type: 'auth', status: 401 };
    switch (fault.kind) {
      case 'ok':
        request.apply();
        return { type: 'done', complete: true, createdId: null };
      case 'lost-request':
        return { type: 'retry', retryAfterMs: null, reason: 'network', queueWide: true };
      case 'lost-answer':
        request.apply();
        return { type: 'retry', retryAfterMs: null, reason: 'network', queueWide: true };
      case '5xx':
        return { type: 'retry', retryAfterMs: null, reason: 'HTTP 503' };
      case '5xx-applied':
        request.apply();
        return { type: 'retry', retryAfterMs: null, reason: 'HTTP 500' };
      case '429':
        return { type: 'retry', retryAfterMs: fault.retryAfterSeconds * 1000, reason: 'HTTP 429', queueWide: true };
      case '403':
        this.validToken = null;
        return { type: 'auth', status: 403 };
      case '400':
        return { type: 'attention', status: 400, message: 'Kërkesë e pavlefshme' };
    }
  }

  /** No intent lost: a row carries every intent the server does not hold, and without a row all three agree. */
  checkNoIntentLost(): void {
    for (const voterId of VOTERS) {
      const voter = this.local.get(voterId)!;
      const row = this.store.get(`vote:observer:${voterId}`);
      if (row) {
        expect((row.desired as { voted: boolean }).voted, `row of voter ${voterId} carries the intent`).toBe(voter.voted);
      } else {
        expect(this.server.get(voterId), `voter ${voterId} without a row: server holds the intent`).toBe(voter.voted);
        expect(voter.serverVoted, `voter ${voterId} without a row: known server state`).toBe(voter.voted);
      }
    }
  }

  converged(): boolean {
    return this.store.all().length === 0 && !this.lock.isHeld;
  }
}

function voterOf(key: string): number {
  return Number(key.slice('vote:observer:'.length));
}

/** mulberry32: the engine's jitter comes from the generated seed, so a counterexample replays exactly. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function run(actions: Action[], faults: Fault[], seed = 1, storeDelayMs = 50): Promise<void> {
  const world = new World([...faults], seededRandom(seed), seededRandom(seed ^ 0x5bd1e995), storeDelayMs);
  void world.engine.sync();
  for (const action of actions) {
    switch (action.t) {
      case 'set':
        await world.set(action.voter, action.voted);
        break;
      case 'advance':
        await world.clock.advance(action.ms);
        break;
      case 'reload':
        world.reload(action.inFlight);
        break;
      case 'sign-in':
        world.signIn();
        break;
      case 'offline':
        world.network.online = false;
        break;
      case 'online':
        world.network.online = true;
        void world.engine.expedite();
        break;
    }
    await settle();
    world.checkNoIntentLost();
  }

  // Healthy network from here on. The app's part: the online event, a new sign-in after the
  // server refused the token, 'Provo përsëri' on what needed attention. Nothing else nudges the
  // engine: a drain that waits for a wake-up nobody sends shows up as a timeout here.
  world.healthy();
  world.network.online = true;
  void world.engine.expedite();
  const healthySince = world.clock.now();
  while (!world.converged()) {
    expect(world.clock.now() - healthySince, 'virtual time to converge with a healthy network').toBeLessThanOrEqual(CONVERGE_WITHIN_MS);
    await world.clock.advance(STEP_MS);
    world.checkNoIntentLost();
    if (world.validToken === null) world.signIn();
    if (world.store.all().some((row) => row.state === 'attention')) await world.retryAttention();
  }

  for (const voterId of VOTERS) {
    const voter = world.local.get(voterId)!;
    expect(world.server.get(voterId), `server state of voter ${voterId}`).toBe(voter.voted);
    expect(voter.serverVoted).toBe(voter.voted);
  }
  // Requests of closed pages may still land: the sequence rule keeps them from undoing anything.
  await world.clock.advance(30_000);
  for (const voterId of VOTERS) expect(world.server.get(voterId), `server state of voter ${voterId} after late landings`).toBe(world.local.get(voterId)!.voted);
  // Stopping waits for the store's answers, which arrive in virtual time.
  const stopped = world.engine.stop();
  await world.clock.advance(2 * 400);
  await stopped;
}

describe('sync engine against a model of the vote API', () => {
  it(`never loses an intent and converges (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 5, maxLength: 60, size: 'medium' }),
        fc.array(faultArb, { maxLength: 40, size: 'medium' }),
        fc.integer(),
        storeDelayArb,
        run,
      ),
      { numRuns: RUNS },
    );
  }, 600_000);


  it('a late answer stored by a closed page does not settle the row of a later change with the same version number', async () => {
    // Found by the property above: voter 2's row is deleted, then created again (version 1 once
    // more); the acknowledgement of its first life, still being written by a page that has gone,
    // must not delete the new row.
    await run(
      [{"t":"set","voter":1,"voted":false},{"t":"sign-in"},{"t":"set","voter":2,"voted":true},{"t":"advance","ms":2964},{"t":"set","voter":2,"voted":false},{"t":"advance","ms":502},{"t":"advance","ms":84},{"t":"reload","inFlight":"cut"},{"t":"advance","ms":335},{"t":"set","voter":2,"voted":true},{"t":"set","voter":1,"voted":false},{"t":"set","voter":1,"voted":false},{"t":"reload","inFlight":"cut"},{"t":"advance","ms":1000},{"t":"set","voter":1,"voted":false}],
      [{"kind":"ok","latency":500,"retryAfterSeconds":0}],
      786875889,
      400,
    );
  });

  it('a known nasty sequence: answer lost after the server applied it, then undo, then reload', async () => {
    await run(
      [
        { t: 'set', voter: 1, voted: true },
        { t: 'advance', ms: 600 },
        { t: 'set', voter: 1, voted: false },
        { t: 'reload', inFlight: 'lands-now' },
        { t: 'advance', ms: 5_000 },
      ],
      [{ kind: 'lost-answer', latency: 100, retryAfterSeconds: 0 }],
    );
  });

  it('the store answering after the sends in flight settled does not stall the drain (lost wake-up)', async () => {
    // Found by the property above against the engine that raced a snapshot of in-flight sends:
    // a slow store made nextDueAt answer after every send had settled, and the drain slept forever.
    await run(
      [
        { t: 'offline' },
        { t: 'set', voter: 3, voted: true },
        { t: 'set', voter: 1, voted: true },
        { t: 'set', voter: 4, voted: true },
        { t: 'advance', ms: 1_000 },
      ],
      [],
      -546161631,
      400,
    );
  });

  it('a request of a closed page landing after the newer state was applied undoes nothing', async () => {
    await run(
      [
        { t: 'set', voter: 1, voted: true },
        { t: 'advance', ms: 100 },
        { t: 'reload', inFlight: 'lands-late' },
        { t: 'set', voter: 1, voted: false },
        { t: 'advance', ms: 60_000 },
      ],
      [{ kind: 'ok', latency: 10_000, retryAfterSeconds: 0 }],
      1,
      0,
    );
  });
});
