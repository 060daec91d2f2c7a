import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER, LIST_CURSOR_HEADER } from '../../src/contract/headers';
import { myPatronagerVotersElectionDay, patronageVotersDelta } from '../../src/contract/voting-day';
import { LIVE_REFRESH_MS } from '../../src/ui/offline-list/use-live-refresh';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import type { Benchmark } from '../lib/context';
import { fleetSkipReason, nationalFleet, nationalPatronagers, seconds, skippedBecause, unmark, type NationalPatronager } from '../lib/fleet-bench';
import { fleetClient, okJson, type FleetClient } from '../lib/fleet-http';
import type { Figure } from '../lib/report';
import { signIn } from '../lib/service';
import { percentile } from '../lib/stats';

const GOAL_P95_MS = 30_000;
const PATRONAGER_LIST = '/api/patronage/my-patronager-voters-election-day/';
const BASELINE = `the whole list re-downloaded at the same ${LIVE_REFRESH_MS / 1000} s cadence (the live loop without ?since=)`;
const WHAT = "observer's mark → shown on the patronager's open list (delta every 15 s, 2 instances)";

const rows = (): Omit<Figure, 'terren' | 'baseline'>[] => [
  { id: 'N7', what: `${WHAT}: p95`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'N7', what: `${WHAT}: p50`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'N7', what: `${WHAT}: bytes per poll (br)`, unit: 'B', baselineLabel: BASELINE, lowerIsBetter: true },
];

/** One patronager's open list, polled as the device does: what it has seen voted, and when. */
interface Poller {
  seenAt: Map<number, number>;
  polls: number;
  bytes: number;
  failures: number;
}

/** Starting offset within the interval of poller `i` of `n`: spread evenly (the golden ratio), as devices open their lists at any time. */
const phase = (i: number, salt: number) => (((i + 1) * 0.618_034 + salt) % 1) * LIVE_REFRESH_MS;

/**
 * Polls `path` every LIVE_REFRESH_MS from `firstAt` until `stop()`, one poll in flight at a time
 * (as the app's pullChanges): with `delta`, `?since=` the last answer's cursor, else the whole list.
 */
function poll(client: FleetClient, token: string, options: { delta: boolean; cursor: string; firstAt: number; stopped: () => boolean }): { poller: Poller; done: Promise<void> } {
  const poller: Poller = { seenAt: new Map(), polls: 0, bytes: 0, failures: 0 };
  let cursor = options.cursor;
  const done = (async () => {
    for (let at = options.firstAt; !options.stopped(); at += LIVE_REFRESH_MS) {
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (options.stopped()) return;
      try {
        const answer = await client.call('GET', options.delta ? `${PATRONAGER_LIST}?since=${encodeURIComponent(cursor)}` : PATRONAGER_LIST, { token });
        const now = performance.now();
        const body = okJson(answer, 'patronager list');
        poller.polls++;
        poller.bytes += answer.wireBytes;
        cursor = String(answer.headers[LIST_CURSOR_HEADER] ?? cursor);
        const delta = options.delta ? patronageVotersDelta.parse(body) : null;
        if (delta?.refetch) throw new Error('the server asked for a whole refetch mid-run');
        const changes = delta ? delta.changes : myPatronagerVotersElectionDay.parse(body);
        for (const change of changes) if (change.voted && !poller.seenAt.has(change.patronager_voter_id)) poller.seenAt.set(change.patronager_voter_id, now);
      } catch {
        poller.failures++;
      }
    }
  })();
  return { poller, done };
}

export const n7: Benchmark = {
  id: 'N7',
  title: "observer's mark → patronager's open list (live loop, PostgreSQL, 2 instances)",
  usesAppServer: false,
  usesNationalDatabase: true,
  placeholders: rows,
  async run(ctx) {
    const national = await ctx.national();
    const skip = fleetSkipReason(national);
    if (skip !== null || national === null) return skippedBecause(rows(), skip ?? '');
    const patronagers = (await nationalPatronagers(national.url, ctx.sizes.n7Patronagers)).filter((p) => p.voters.length >= 3);
    if (patronagers.length === 0) throw new Error('no national patronager with unmarked voters');
    const marksEach = ctx.quick ? 3 : 6;
    const marks: { patronager: NationalPatronager; pvId: number; voterId: number }[] = [];
    for (let k = 0; k < marksEach; k++) for (const p of patronagers) if (p.voters[k]) marks.push({ patronager: p, pvId: p.voters[k]?.pvId ?? 0, voterId: p.voters[k]?.voterId ?? 0 });
    const fleet = await nationalFleet(ctx, national, 2);
    const client = fleetClient(fleet.url, { connections: 4 * patronagers.length + 8, timeoutMs: 30_000 });
    let stop = false;
    try {
      const observers = [...new Set(patronagers.map((p) => p.observer.username))];
      const tokens = new Map<string, string>();
      const signed = await signIn(fleet.url, [...patronagers.map((p) => p.username), ...observers], DEMO_PASSWORD);
      [...patronagers.map((p) => p.username), ...observers].forEach((name, i) => tokens.set(name, signed[i] ?? ''));
      const token = (name: string) => tokens.get(name) ?? '';

      // Each device's first download: its cursor. Then two pollers per patronager, each its own phase.
      const cursors = await Promise.all(
        patronagers.map(async (p) => {
          const answer = await client.call('GET', PATRONAGER_LIST, { token: token(p.username) });
          okJson(answer, 'first download');
          return String(answer.headers[LIST_CURSOR_HEADER]);
        }),
      );
      const started = performance.now();
      const deltas = patronagers.map((p, i) => poll(client, token(p.username), { delta: true, cursor: cursors[i] ?? '', firstAt: started + phase(i, 0), stopped: () => stop }));
      const wholes = patronagers.map((p, i) => poll(client, token(p.username), { delta: false, cursor: '', firstAt: started + phase(i, 0.5), stopped: () => stop }));

      const markMs = ctx.sizes.n7MarkSeconds * 1000;
      ctx.log(`  N7: ${patronagers.length} patronagers polling; ${marks.length} marks by their observers over ${ctx.sizes.n7MarkSeconds} s`);
      const ackedAt = new Map<number, number>();
      let seq = Date.now();
      const run = `n7-${Date.now()}`;
      await Promise.all(
        marks.map(async (mark, j) => {
          const wait = started + (j * markMs) / marks.length - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const answer = await client.call('POST', '/api/patronage/voting/', {
            token: token(mark.patronager.observer.username),
            json: { observer_id: mark.patronager.observer.observerId, voter_id: mark.voterId },
            headers: { [CLIENT_ID_HEADER]: `${run}-${mark.patronager.observer.observerId}`, [CLIENT_SEQ_HEADER]: String(++seq) },
          });
          okJson(answer, 'mark');
          ackedAt.set(mark.pvId, performance.now());
        }),
      );
      // Every mark is seen within one interval plus an answer, or it is late: wait that long at most.
      const deadline = performance.now() + 2 * LIVE_REFRESH_MS + 5000;
      const seenBy = (pollers: typeof deltas, pvId: number) => pollers.some(({ poller }) => poller.seenAt.has(pvId));
      const allSeen = () => marks.every((m) => seenBy(deltas, m.pvId) && seenBy(wholes, m.pvId));
      while (!allSeen() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      stop = true;
      await Promise.all([...deltas, ...wholes].map((p) => p.done));

      const latencies = (pollers: typeof deltas) => {
        const seen: number[] = [];
        let missed = 0;
        for (const mark of marks) {
          const at = pollers.map(({ poller }) => poller.seenAt.get(mark.pvId)).find((t) => t !== undefined);
          const acked = ackedAt.get(mark.pvId);
          if (at === undefined || acked === undefined) missed++;
          // A poll answered between the commit and the ack saw it first: no wait at all.
          else seen.push(Math.max(0, at - acked));
        }
        return { seen, missed };
      };
      const d = latencies(deltas);
      const w = latencies(wholes);
      const perPoll = (pollers: typeof deltas) => {
        const polls = pollers.reduce((n, { poller }) => n + poller.polls, 0);
        return { polls, bytes: pollers.reduce((n, { poller }) => n + poller.bytes, 0) / Math.max(1, polls), failures: pollers.reduce((n, { poller }) => n + poller.failures, 0) };
      };
      const dp = perPoll(deltas);
      const wp = perPoll(wholes);
      if (d.missed > 0) throw new Error(`${d.missed} of ${marks.length} marks never reached a patronager's delta within ${seconds(2 * LIVE_REFRESH_MS + 5000)} s`);
      const p95 = percentile(d.seen, 95);
      const note = [
        `goal p95 ≤ ${GOAL_P95_MS / 1000} s: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`,
        `${marks.length} marks by national observers through HAProxy (2 instances), spread over ${ctx.sizes.n7MarkSeconds} s on the voters of ${patronagers.length} patronagers, each patronager polling ?since= every ${LIVE_REFRESH_MS / 1000} s (src/ui/offline-list/use-live-refresh.ts) from its own phase; latency from the mark's answer to the first poll answer showing it voted`,
        `delta: max ${(Math.max(...d.seen) / 1000).toFixed(1)} s, ${dp.polls} polls${dp.failures ? `, ${dp.failures} failed` : ''}; whole list: p95 ${(percentile(w.seen, 95) / 1000).toFixed(1)} s, ${wp.polls} polls${w.missed ? `, ${w.missed} marks never seen` : ''}${wp.failures ? `, ${wp.failures} failed` : ''}`,
        `the wait is the interval's phase, not the server: both sides wait for their next poll (uniform over 0–${LIVE_REFRESH_MS / 1000} s, so p95 ≈ ${((0.95 * LIVE_REFRESH_MS) / 1000).toFixed(1)} s plus an answer); the delta makes each poll cheap, not sooner`,
        `database of ${national.voters.toLocaleString('en')} voters (${national.origin}); the marked voters are unmarked afterwards`,
      ].join('. ');
      const pairs: [number, number][] = [
        [p95, percentile(w.seen, 95)],
        [percentile(d.seen, 50), percentile(w.seen, 50)],
        [dp.bytes, wp.bytes],
      ];
      return rows().map((row, i) => ({ ...row, terren: pairs[i]?.[0] ?? null, baseline: pairs[i]?.[1] ?? null, ...(i === 0 ? { note } : {}) }));
    } finally {
      stop = true;
      client.close();
      await fleet.stop();
      await unmark(national.url, marks.map((m) => m.voterId));
    }
  },
};
