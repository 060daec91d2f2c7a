import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import type { Database, Db } from '../../server/db/client';
import { voters as votersTable } from '../../server/db/schema';
import { observerVoters } from '../../server/repositories/voting-day';
import { autoUnlockContext } from '../support/auto-unlock';
import { startFaultProxy, type FaultCounts, type FaultProxy } from '../support/fault-proxy';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server';
import { mulberry32, type Prng } from '../support/prng';
import { openStation, waitForServiceWorkerReady } from './voting-day-helpers';

/**
 * The observer's voting-day screen against a flaky network, per seed:
 * the real built app in Chromium, opened through a fault-injecting proxy (tests/support/fault-proxy.ts)
 * in front of a server of this test's own (in-process, in-memory PGlite). ~150 seeded taps on ~40
 * voters, with offline spells, reloads (online and offline) and the page closed mid-drain; then the
 * network comes back for good (faults off, offline → online) and within 30 s the server must hold
 * exactly the last state chosen for every voter, the event log must show no unintended effect and
 * the page nothing pending.
 *
 * Seeds: FAULT_SEEDS, e.g. "1..5" (the default), "7", "1,4,9-12". Each seed is its own test with its
 * own server, so `--workers=N` runs them side by side.
 */

const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
const TAPS = 150;
const VOTERS = 40;
/** Taps go to voters of list numbers [BAND_FROM, BAND_FROM + BAND_SIZE); half of them to the first HOT ones. */
const BAND_FROM = 1;
const BAND_SIZE = 60;
const HOT = 8;
const CONVERGE_MS = 30_000;
/**
 * A reload or a new page opening the station list. Alone it takes 1-2 s; in CI, beside two other
 * groups on two cores, a reopen once took over 30 s: the limit catches a page that never opens.
 */
const OPEN_MS = 60_000;
/** The longest a request is held in the proxy (4 s) plus the server's time: after this no late request lands. */
const PROXY_IDLE_MS = 8_000;

function parseSeeds(text: string): number[] {
  const seeds: number[] = [];
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const range = /^(\d+)\s*(?:\.\.|-)\s*(\d+)$/.exec(part);
    if (range) {
      for (let s = Number(range[1]); s <= Number(range[2]); s++) seeds.push(s);
    } else if (/^\d+$/.test(part)) {
      seeds.push(Number(part));
    } else {
      throw new Error(`FAULT_SEEDS: cannot read "${part}" (use e.g. "1..5" or "3,7,9-12")`);
    }
  }
  return seeds;
}

const SEEDS = parseSeeds(process.env.FAULT_SEEDS ?? '1..5');

// ---------------------------------------------------------------- the plan

type Step =
  | { kind: 'tap'; voter: number }
  | { kind: 'double'; voter: number }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'reload' }
  | { kind: 'reopen'; afterMs: number }
  | { kind: 'pause'; ms: number };

/**
 * The seeded script. Besides the random extras every seed gets, at fixed points: an offline spell
 * with a reload and a reopen inside it, a reopen while online right after taps (mid-drain), and a
 * reload online.
 */
function makePlan(rng: Prng, voterCount: number): Step[] {
  const steps: Step[] = [];
  let offline = false;
  let sinceToggle = 0;
  const hot = Math.min(HOT, voterCount);
  const pickVoter = (): number => (rng.chance(0.5) ? rng.int(0, hot - 1) : rng.int(0, voterCount - 1));
  const at = (fraction: number): number => Math.round(TAPS * fraction);
  const forced = new Map<number, Step['kind'][]>([
    [at(0.15), ['offline']],
    [at(0.22), ['reload']],
    [at(0.3), ['reopen']],
    [at(0.38), ['online']],
    [at(0.45), ['reopen']],
    [at(0.6), ['reload']],
    [at(0.75), ['reopen']],
  ]);
  const push = (kind: Step['kind']): void => {
    switch (kind) {
      case 'offline':
        if (!offline) steps.push({ kind: 'offline' });
        offline = true;
        sinceToggle = 0;
        return;
      case 'online':
        if (offline) steps.push({ kind: 'online' });
        offline = false;
        sinceToggle = 0;
        return;
      case 'reload':
        steps.push({ kind: 'reload' });
        return;
      case 'reopen':
        steps.push({ kind: 'reopen', afterMs: rng.int(0, 1500) });
        return;
      default:
        throw new Error(`not a forced step: ${kind}`);
    }
  };

  let taps = 0;
  let lastForced = -1;
  while (taps < TAPS) {
    for (let i = lastForced + 1; i <= taps; i++) for (const kind of forced.get(i) ?? []) push(kind);
    lastForced = taps;
    const r = rng.next();
    // Reloads and reopens cost ~2 s each: a few extra, on top of the forced ones, keep a seed near a minute.
    if (r < 0.04 && sinceToggle >= 3) push(offline ? 'online' : 'offline');
    else if (r < 0.047) push('reload');
    else if (r < 0.054) push('reopen');
    else if (r < 0.074) steps.push({ kind: 'pause', ms: rng.int(300, 1500) });
    if (taps + 2 <= TAPS && rng.chance(0.1)) {
      steps.push({ kind: 'double', voter: pickVoter() });
      taps += 2;
    } else {
      steps.push({ kind: 'tap', voter: pickVoter() });
      taps += 1;
    }
    sinceToggle++;
  }
  return steps;
}

// ---------------------------------------------------------------- the page

interface Voter {
  id: number;
  listNumber: number;
  /** The server's state before the test. */
  initial: boolean;
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Emri i përdoruesit ose kodi').fill(OBSERVER.username);
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(OBSERVER.password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

/** One tap on the row's button; the row must show `current` before and the opposite after. */
async function tap(page: Page, voter: Voter, current: boolean): Promise<void> {
  await page.getByTestId('search-list-number').fill(String(voter.listNumber));
  // One wait for the row in the expected state and its button (fewer round trips than check, then click).
  const before = page.locator(`[data-testid="voter-row-${voter.id}"][data-voted="${current}"]`);
  try {
    await before.getByRole('button', { name: current ? /^Fshi/ : /^Konfirmo/ }).click({ timeout: 10_000 });
  } catch (error) {
    const shown = await page.getByTestId(`voter-row-${voter.id}`).getAttribute('data-voted', { timeout: 1_000 }).catch(() => 'no row');
    throw new Error(`voter ${voter.id} (list number ${voter.listNumber}) should show voted=${current}, the last state chosen; it shows ${shown}`, {
      cause: error,
    });
  }
  // The local write has committed once the row turns: only then is the tap safe from a reload.
  await expect(page.getByTestId(`voter-row-${voter.id}`)).toHaveAttribute('data-voted', String(!current));
}

/** What the device's outbox holds (for the failure report). */
async function outboxDump(page: Page): Promise<string[]> {
  return page
    .evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('terren');
          open.onerror = () => resolve(['(cannot open IndexedDB)']);
          open.onsuccess = () => {
            const idb = open.result;
            const read = idb.transaction('outbox', 'readonly').objectStore('outbox').getAll();
            read.onsuccess = () => resolve((read.result as unknown[]).map((row) => JSON.stringify(row)));
            read.onerror = () => resolve(['(cannot read the outbox)']);
          };
        }),
    )
    .catch((error: unknown) => [`(page gone: ${String(error)})`]);
}

// ---------------------------------------------------------------- the server's side

interface VoteEvent {
  id: number;
  voterId: number;
  memberId: number;
  source: string;
  action: string;
  changed: boolean;
  clientId: string | null;
  /** Null when the column does not exist yet, or the request carried no sequence. */
  clientSeq: number | null;
  stale: boolean | null;
}

interface EventLog {
  events: VoteEvent[];
  hasSeq: boolean;
  hasStale: boolean;
}

function pglite(database: Database) {
  if (database.kind !== 'pglite') throw new Error('expected the in-memory PGlite');
  return database.client;
}

function asNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new Error(`not a number: ${JSON.stringify(value)}`);
}

async function lastEventId(database: Database): Promise<number> {
  const result = await pglite(database).query<{ max: unknown }>('select max(id) as max from vote_events');
  return asNumber(result.rows[0]?.max) ?? 0;
}

async function readEvents(database: Database, afterId: number): Promise<EventLog> {
  const client = pglite(database);
  const columns = await client.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_name = 'vote_events'",
  );
  const names = new Set(columns.rows.map((c) => c.column_name));
  const hasSeq = names.has('client_seq');
  const hasStale = names.has('stale');
  const result = await client.query<Record<string, unknown>>(
    `select id, voter_id, member_id, source, action, changed, client_id${hasSeq ? ', client_seq' : ''}${hasStale ? ', stale' : ''}
       from vote_events where id > $1 order by id`,
    [afterId],
  );
  const events = result.rows.map(
    (row): VoteEvent => ({
      id: asNumber(row.id) ?? 0,
      voterId: asNumber(row.voter_id) ?? 0,
      memberId: asNumber(row.member_id) ?? 0,
      source: String(row.source),
      action: String(row.action),
      changed: row.changed === true,
      clientId: typeof row.client_id === 'string' ? row.client_id : null,
      clientSeq: hasSeq ? asNumber(row.client_seq) : null,
      stale: hasStale ? row.stale === true : null,
    }),
  );
  return { events, hasSeq, hasStale };
}

async function serverVoted(db: Db, ids: readonly number[]): Promise<Map<number, boolean>> {
  const rows = await db.select({ id: votersTable.id, voted: votersTable.voted }).from(votersTable).where(inArray(votersTable.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.voted]));
}

function differing(intended: ReadonlyMap<number, boolean>, actual: ReadonlyMap<number, boolean>): number[] {
  return [...intended].filter(([id, want]) => actual.get(id) !== want).map(([id]) => id);
}

interface Analysis {
  /** Voters whose server state is not the last one chosen. */
  lost: string[];
  /** Voters whose last effective event is not the last one chosen. */
  mismatched: string[];
  /** Effects nobody asked for: changes from an older request after a newer one, events on voters never touched, foreign events. */
  extra: string[];
  /** Requests the server took for an older sequence without marking them stale (not applied, but not flagged either). */
  unflagged: string[];
  changes: number;
  repeats: number;
  staleLogged: number;
}

/** Checks the event log and the final state against what the user chose. */
function analyse(log: EventLog, voters: readonly Voter[], intended: ReadonlyMap<number, boolean>, final: ReadonlyMap<number, boolean>, memberId: number): Analysis {
  const touched = new Map(voters.map((v) => [v.id, v]));
  const out: Analysis = { lost: [], mismatched: [], extra: [], unflagged: [], changes: 0, repeats: 0, staleLogged: 0 };
  for (const id of differing(intended, final)) out.lost.push(`${id}: want ${intended.get(id)}, server has ${final.get(id)}`);

  const lastChange = new Map<number, VoteEvent>();
  /** `${voter}|${client}` → the highest sequence the server took (not stale) so far. */
  const newest = new Map<string, number>();
  for (const event of log.events) {
    if (event.changed) out.changes++;
    else out.repeats++;
    if (event.stale === true) out.staleLogged++;
    if (!touched.has(event.voterId)) out.extra.push(`event ${event.id} on voter ${event.voterId}, never touched`);
    if (event.source !== 'observer' || event.memberId !== memberId) out.extra.push(`event ${event.id}: ${event.source} by member ${event.memberId}`);
    if (event.stale === true && event.changed) out.extra.push(`event ${event.id} (voter ${event.voterId}) is marked stale yet changed the voter`);
    if (event.changed) lastChange.set(event.voterId, event);
    if (!log.hasSeq || event.clientSeq === null || event.stale === true) continue;
    const key = `${event.voterId}|${event.clientId ?? '-'}`;
    const before = newest.get(key);
    if (before !== undefined && event.clientSeq < before) {
      const what = `event ${event.id} (voter ${event.voterId}, ${event.action}, seq ${event.clientSeq} after seq ${before})`;
      if (event.changed) out.extra.push(`${what} applied an older request`);
      else out.unflagged.push(`${what} took an older request without marking it stale`);
    } else {
      newest.set(key, event.clientSeq);
    }
  }
  for (const voter of voters) {
    const want = intended.get(voter.id);
    const last = lastChange.get(voter.id);
    if (last === undefined) {
      if (want !== voter.initial) out.mismatched.push(`${voter.id}: want ${want}, but no event changed it (was ${voter.initial})`);
    } else if ((last.action === 'confirm') !== want) {
      out.mismatched.push(`${voter.id}: want ${want}, last change was event ${last.id} ${last.action}`);
    }
  }
  return out;
}

function faultSummary(c: FaultCounts): string {
  return `calls=${c.calls} fwd=${c.forwarded} reset=${c.reset} lostResp=${c.lostResponse} 503=${c.status503} 429=${c.status429} delayed=${c.delayed} zombie=${c.zombie}`;
}

// ---------------------------------------------------------------- the test

test.describe.configure({ mode: 'parallel' });

test.describe('sync under network faults', () => {
  for (const seed of SEEDS) {
    test(`seed ${seed}: the server ends with the last state chosen for every voter, nothing else`, async ({ context, page: firstPage }) => {
      // A budget for 150 taps, reloads and offline spells, not a speed check: a seed takes about
      // 42 s alone, but 135 s once (and over 150 s once) beside the other groups on 2 cores.
      test.setTimeout(300_000);
      // Every reload and reopen asks the password (data encrypted at rest): typed for the test.
      await autoUnlockContext(context);
      const startedAt = Date.now();
      let server: InProcessServer | null = null;
      let proxy: FaultProxy | null = null;
      let summarised = false;
      try {
        server = await startInProcessServer();
        proxy = await startFaultProxy({ target: server.url, seed, faultsOn: false });
        const base = proxy.url;
        const rng = mulberry32(seed ^ 0x5eed);

        // The voters: a band of list numbers of the observer's first station, as the app lists them.
        const list = await observerVoters(server.db, server.seed.observerId);
        const station = list.qvs[0];
        if (!station) throw new Error('the observer has no polling station');
        const voters: Voter[] = list.voters
          .filter((v) => v.qv_id === station.id && v.list_number >= BAND_FROM && v.list_number < BAND_FROM + BAND_SIZE)
          .slice(0, VOTERS)
          .map((v) => ({ id: v.voter_id, listNumber: v.list_number, initial: v.voted }));
        if (voters.length < VOTERS) throw new Error(`only ${voters.length} voters in list numbers ${BAND_FROM}+ of ${station.code}`);
        const intended = new Map(voters.map((v) => [v.id, v.initial]));
        const baselineEventId = await lastEventId(server.database);
        const plan = makePlan(rng, voters.length);

        let page = firstPage;
        await signIn(page, base);
        await openStation(page, station.code, base);
        await waitForServiceWorkerReady(page);
        const stationUrl = page.url();
        const setupMs = Date.now() - startedAt;

        // The taps, with faults on.
        proxy.setFaults(true);
        const stats = { taps: 0, offline: 0, reloads: 0, reopens: 0 };
        let offline = false;
        const reopen = async (ctx: BrowserContext): Promise<void> => {
          await page.close();
          page = await ctx.newPage();
          await page.goto(stationUrl);
          await expect(page.getByTestId('search-list-number')).toBeVisible({ timeout: OPEN_MS });
        };
        const spent = new Map<Step['kind'], number>();
        for (const step of plan) {
          const stepStart = Date.now();
          switch (step.kind) {
            case 'tap':
            case 'double': {
              const voter = voters[step.voter];
              if (!voter) throw new Error('unreachable');
              for (let n = step.kind === 'double' ? 2 : 1; n > 0; n--) {
                const current = intended.get(voter.id) ?? false;
                await tap(page, voter, current);
                intended.set(voter.id, !current);
                stats.taps++;
              }
              break;
            }
            case 'offline':
              await context.setOffline(true);
              offline = true;
              stats.offline++;
              break;
            case 'online':
              await context.setOffline(false);
              offline = false;
              break;
            case 'reload':
              await page.reload();
              await expect(page.getByTestId('search-list-number')).toBeVisible({ timeout: OPEN_MS });
              stats.reloads++;
              break;
            case 'reopen':
              // Online this closes the page while the drain that follows the last tap is running.
              await page.waitForTimeout(step.afterMs);
              await reopen(context);
              stats.reopens++;
              break;
            case 'pause':
              await page.waitForTimeout(step.ms);
              break;
          }
          spent.set(step.kind, (spent.get(step.kind) ?? 0) + Date.now() - stepStart);
        }
        const tapMs = (spent.get('tap') ?? 0) + (spent.get('double') ?? 0);
        const spentNote = `tap≈${Math.round(tapMs / Math.max(1, stats.taps))}ms reload+reopen=${Math.round(((spent.get('reload') ?? 0) + (spent.get('reopen') ?? 0)) / 1000)}s pauses=${Math.round((spent.get('pause') ?? 0) / 1000)}s`;
        const tapsMs = Date.now() - startedAt - setupMs;

        // The network comes back for good.
        if (!offline) await context.setOffline(true);
        proxy.setFaults(false);
        const backAt = Date.now();
        await context.setOffline(false);

        let convergeMs: number | null = null;
        while (Date.now() - backAt < CONVERGE_MS) {
          if (differing(intended, await serverVoted(server.db, voters.map((v) => v.id))).length === 0) {
            convergeMs = Date.now() - backAt;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        // Requests still held in the proxy may land late; only then is the state final.
        const proxyIdle = await proxy.idle(PROXY_IDLE_MS);
        const pending = page.getByTestId('voting-pending-count');
        let drainedMs: number | null = null;
        try {
          await expect(pending).toHaveAttribute('data-count', '0', { timeout: Math.max(1_000, CONVERGE_MS - (Date.now() - backAt)) });
          drainedMs = Date.now() - backAt;
        } catch {
          // Reported below.
        }
        const pendingCount = await pending.getAttribute('data-count').catch(() => null);
        const attentionRows = await page.getByTestId('voting-attention-count').count();

        const final = await serverVoted(server.db, voters.map((v) => v.id));
        const log = await readEvents(server.database, baselineEventId);
        const result = analyse(log, voters, intended, final, server.seed.accounts.vezhgues);
        const counts = proxy.counts();
        const seqNote = log.hasSeq ? `stale=${result.staleLogged} unflagged=${result.unflagged.length}` : 'seq=n/a(no client_seq column)';
        console.log(
          `[sync-faults] seed=${seed} taps=${stats.taps} voters=${voters.length} offlineSpells=${stats.offline} reloads=${stats.reloads} reopens=${stats.reopens} | ` +
            `${faultSummary(counts)} | events=${log.events.length} changes=${result.changes} repeats=${result.repeats} ${seqNote} | ` +
            `lost=${result.lost.length} mismatched=${result.mismatched.length} extra=${result.extra.length} | ` +
            `converge=${convergeMs === null ? 'NO' : `${convergeMs}ms`} drained=${drainedMs === null ? `NO(pending=${pendingCount})` : `${drainedMs}ms`} ` +
            `attention=${attentionRows} proxyIdle=${proxyIdle} | setup=${Math.round(setupMs / 1000)}s taps=${Math.round(tapsMs / 1000)}s (${spentNote}) total=${Math.round((Date.now() - startedAt) / 1000)}s`,
        );

        summarised = true;
        const bad = new Set([...differing(intended, final), ...result.mismatched.map((m) => Number(m.split(':')[0]))]);
        if (bad.size > 0 || drainedMs === null) {
          for (const id of [...bad].slice(0, 5)) {
            console.log(`[sync-faults] seed=${seed} voter ${id}: want ${intended.get(id)}, server ${final.get(id)}`);
            for (const e of log.events.filter((ev) => ev.voterId === id)) console.log(`    event ${JSON.stringify(e)}`);
            const mine = new RegExp(`"voter_id":${id}[,}]`);
            for (const j of proxy.journal().filter((entry) => mine.test(entry.body))) console.log(`    proxy ${JSON.stringify(j)}`);
          }
          for (const row of (await outboxDump(page)).slice(0, 20)) console.log(`    outbox ${row}`);
        }
        if (!log.hasSeq) {
          // TODO(client_seq): drop this branch once server/db/schema.ts has vote_events.client_seq and .stale.
          console.log('[sync-faults] vote_events has no client_seq column yet: the check "no change applied from an older request" is skipped');
        }

        expect.soft(result.lost, 'voters whose server state is not the last one chosen').toEqual([]);
        expect.soft(result.mismatched, "voters whose last change in the event log is not the last one chosen").toEqual([]);
        expect.soft(result.extra, 'effects nobody chose').toEqual([]);
        expect.soft(result.unflagged, 'older requests the server took without marking them stale').toEqual([]);
        expect.soft(convergeMs, `the server holds every last choice within ${CONVERGE_MS / 1000} s of the network coming back`).not.toBeNull();
        expect.soft(drainedMs, `the page shows nothing pending within ${CONVERGE_MS / 1000} s`).not.toBeNull();
        expect.soft(attentionRows, 'rows needing attention').toBe(0);
      } finally {
        if (!summarised && proxy) {
          console.log(`[sync-faults] seed=${seed} stopped before the end after ${Math.round((Date.now() - startedAt) / 1000)}s | ${faultSummary(proxy.counts())}`);
        }
        await context.close().catch(() => undefined);
        await proxy?.close();
        await server?.close();
      }
    });
  }
});
