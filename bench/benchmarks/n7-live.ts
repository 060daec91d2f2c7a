import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER, LIST_CURSOR_HEADER } from '../../src/contract/headers';
import { myPatronagerVotersElectionDay, patronageVotersDelta } from '../../src/contract/voting-day';
import { LIVE_REFRESH_MS } from '../../src/ui/offline-list/use-live-refresh';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import type { Benchmark } from '../lib/context';
import { fleetSkipReason, nationalFleet, nationalPatronagers, seconds, skippedBecause, unmark, type NationalPatronager } from '../lib/fleet-bench';
import { fleetClient, okJson, type FleetClient } from '../lib/fleet-http';
import type { Figure } from '../lib/report';
import { startPushDevice, type PushDevice } from '../lib/push-device';
import { signIn } from '../lib/service';
import { percentile } from '../lib/stats';

const GOAL_P95_MS = 30_000;
/** How long the streams may take to open before the marks begin anyway (the note says if some did not). */
const STREAM_OPEN_MS = 30_000;
const PATRONAGER_LIST = '/api/patronage/my-patronager-voters-election-day/';
const POLL_S = LIVE_REFRESH_MS / 1000;
const DELTA_POLL = `the ${POLL_S} s delta poll (?since=), the loop before push`;
const WHOLE_POLL = `the whole list re-downloaded every ${POLL_S} s (the loop without ?since=)`;
const WHAT = "observer's mark → shown on the patronager's open list (push: event stream + delta pull, 2 instances)";

const rows = (): Omit<Figure, 'terren' | 'baseline'>[] =>
  (
    [
      ['p95', 'ms'],
      ['p50', 'ms'],
      ['requests per patronager per minute', 'req/min'],
      ['bytes per patronager per minute (br)', 'B/min'],
    ] as const
  ).flatMap(([measure, unit]) => [DELTA_POLL, WHOLE_POLL].map((baselineLabel) => ({ id: 'N7', what: `${WHAT}: ${measure}`, unit, baselineLabel, lowerIsBetter: true })));

/** One patronager's open list: what it has seen voted and when, and what pulling it cost. */
interface ListView {
  seenAt: Map<number, number>;
  cursor: string;
  pulls: number;
  bytes: number;
  failures: number;
}

const listView = (cursor: string): ListView => ({ seenAt: new Map(), cursor, pulls: 0, bytes: 0, failures: 0 });

/** One pull as the app's pullChanges does it: with `delta`, `?since=` the last answer's cursor, else the whole list. */
async function pullInto(client: FleetClient, token: string, view: ListView, delta: boolean): Promise<void> {
  try {
    const answer = await client.call('GET', delta ? `${PATRONAGER_LIST}?since=${encodeURIComponent(view.cursor)}` : PATRONAGER_LIST, { token });
    const now = performance.now();
    const body = okJson(answer, 'patronager list');
    view.pulls++;
    view.bytes += answer.wireBytes;
    view.cursor = String(answer.headers[LIST_CURSOR_HEADER] ?? view.cursor);
    const changes = delta ? patronageVotersDelta.parse(body) : null;
    if (changes?.refetch) throw new Error('the server asked for a whole refetch mid-run');
    for (const change of changes ? changes.changes : myPatronagerVotersElectionDay.parse(body)) {
      if (change.voted && !view.seenAt.has(change.patronager_voter_id)) view.seenAt.set(change.patronager_voter_id, now);
    }
  } catch {
    view.failures++;
  }
}

/** Starting offset within the interval of poller `i` of `n`: spread evenly (the golden ratio), as devices open their lists at any time. */
const phase = (i: number, salt: number) => (((i + 1) * 0.618_034 + salt) % 1) * LIVE_REFRESH_MS;

/** Pulls every LIVE_REFRESH_MS from `firstAt` until `stopped()`, one pull in flight at a time (the loop before push). */
function poll(client: FleetClient, token: string, options: { delta: boolean; cursor: string; firstAt: number; stopped: () => boolean }): { view: ListView; done: Promise<void> } {
  const view = listView(options.cursor);
  const done = (async () => {
    for (let at = options.firstAt; !options.stopped(); at += LIVE_REFRESH_MS) {
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (options.stopped()) return;
      await pullInto(client, token, view, options.delta);
    }
  })();
  return { view, done };
}

/** Waits for `promise` at most `ms`; false when the time ran out. */
const within = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

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
    let pushes: { view: ListView; device: PushDevice; firstPull: Promise<void> }[] = [];
    try {
      const observers = [...new Set(patronagers.map((p) => p.observer.username))];
      const tokens = new Map<string, string>();
      const signed = await signIn(fleet.url, [...patronagers.map((p) => p.username), ...observers], DEMO_PASSWORD);
      [...patronagers.map((p) => p.username), ...observers].forEach((name, i) => tokens.set(name, signed[i] ?? ''));
      const token = (name: string) => tokens.get(name) ?? '';

      // Each device's first download: its cursor. Then per patronager the push loop (opened first,
      // so the marks meet open streams) and the two polls of the baselines, each from its own phase.
      const cursors = await Promise.all(
        patronagers.map(async (p) => {
          const answer = await client.call('GET', PATRONAGER_LIST, { token: token(p.username) });
          okJson(answer, 'first download');
          return String(answer.headers[LIST_CURSOR_HEADER]);
        }),
      );
      pushes = patronagers.map((p, i) => {
        const view = listView(cursors[i] ?? '');
        let caughtUp = (): void => undefined;
        const firstPull = new Promise<void>((resolve) => (caughtUp = resolve));
        const device = startPushDevice(fleet.url, token(p.username), () => pullInto(client, token(p.username), view, true).finally(caughtUp));
        return { view, device, firstPull };
      });
      const streamsOpened = await within(Promise.all(pushes.map((p) => p.firstPull)), STREAM_OPEN_MS);
      // Opening the screens (a stream and a catch-up pull each) is set apart from the live window's rates.
      const pushTotals = () => ({
        opens: pushes.reduce((n, p) => n + p.device.stats.opens, 0),
        pulls: pushes.reduce((n, p) => n + p.view.pulls, 0),
        bytes: pushes.reduce((n, p) => n + p.view.bytes + p.device.stats.streamBytes, 0),
      });
      const opening = pushTotals();
      const started = performance.now();
      const deltas = patronagers.map((p, i) => poll(client, token(p.username), { delta: true, cursor: cursors[i] ?? '', firstAt: started + phase(i, 0), stopped: () => stop }));
      const wholes = patronagers.map((p, i) => poll(client, token(p.username), { delta: false, cursor: '', firstAt: started + phase(i, 0.5), stopped: () => stop }));

      const markMs = ctx.sizes.n7MarkSeconds * 1000;
      ctx.log(`  N7: ${patronagers.length} patronagers listening and polling; ${marks.length} marks by their observers over ${ctx.sizes.n7MarkSeconds} s`);
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
      // The polls see every mark within one interval plus an answer, or it is late: wait that long at most.
      const deadline = performance.now() + 2 * LIVE_REFRESH_MS + 5000;
      const sides = { push: pushes.map((p) => p.view), delta: deltas.map((p) => p.view), whole: wholes.map((p) => p.view) };
      const seenBy = (views: ListView[], pvId: number) => views.some((view) => view.seenAt.has(pvId));
      const allSeen = () => marks.every((m) => Object.values(sides).every((views) => seenBy(views, m.pvId)));
      while (!allSeen() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      stop = true;
      for (const { device } of pushes) device.stop();
      const minutes = (performance.now() - started) / 60_000;
      const live = pushTotals();
      await Promise.all([...deltas, ...wholes].map((p) => p.done));

      const perPatronagerMinute = (n: number) => n / pushes.length / minutes;
      const measured = (views: ListView[]) => {
        const seen: number[] = [];
        let missed = 0;
        for (const mark of marks) {
          const at = views.map((view) => view.seenAt.get(mark.pvId)).find((t) => t !== undefined);
          const acked = ackedAt.get(mark.pvId);
          if (at === undefined || acked === undefined) missed++;
          // A pull answered between the commit and the ack saw it first: no wait at all.
          else seen.push(Math.max(0, at - acked));
        }
        const sum = (pick: (view: ListView) => number) => views.reduce((n, view) => n + pick(view), 0);
        return { seen, missed, pulls: sum((v) => v.pulls), failures: sum((v) => v.failures), requestsPerMin: perPatronagerMinute(sum((v) => v.pulls)), bytesPerMin: perPatronagerMinute(sum((v) => v.bytes)) };
      };
      const streamFailures = pushes.reduce((n, p) => n + p.device.stats.failures, 0);
      const streamBytes = pushes.reduce((n, p) => n + p.device.stats.streamBytes, 0);
      // In the window: the pulls `changed` asked for, any stream reopened, and the events and pings read.
      const push = {
        ...measured(sides.push),
        requestsPerMin: perPatronagerMinute(live.pulls - opening.pulls + live.opens - opening.opens),
        bytesPerMin: perPatronagerMinute(live.bytes - opening.bytes),
      };
      const opens = live.opens;
      const openedStreams = pushes.filter((p) => p.device.stats.opens > 0).length;
      const delta = measured(sides.delta);
      const whole = measured(sides.whole);
      if (push.missed > 0) throw new Error(`${push.missed} of ${marks.length} marks never reached a patronager's pushed list within ${seconds(deadline - started)} s of the first mark`);
      const s = (ms: number) => `${seconds(ms)} s`;
      const side = (name: string, m: typeof delta) =>
        `${name}: p95 ${s(percentile(m.seen, 95))}, max ${m.seen.length ? s(Math.max(...m.seen)) : '—'}, ${m.pulls} pulls${m.failures ? `, ${m.failures} failed` : ''}${m.missed ? `, ${m.missed} marks never seen` : ''}`;
      const p95 = percentile(push.seen, 95);
      const note = [
        `goal p95 ≤ ${GOAL_P95_MS / 1000} s: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`,
        `${marks.length} marks by national observers through HAProxy (2 instances), spread over ${ctx.sizes.n7MarkSeconds} s on the voters of ${patronagers.length} patronagers; latency from the mark's answer to the first pull answer showing it voted`,
        `push: each patronager runs the app's loop (startLivePush + liveStreamOf, src/ui/offline-list/use-live-refresh.ts) over GET /api/live/voting-day/ through HAProxy, one ?since= pull when the stream opens and on each changed (one in flight, one queued); ${openedStreams} of ${pushes.length} streams open${streamsOpened ? ' and caught up' : ` (not all caught up within ${STREAM_OPEN_MS / 1000} s)`} before the first mark, ${opens - openedStreams} reopens, ${streamFailures} stream failures; opening a screen cost its stream and a catch-up pull (${(opening.bytes / pushes.length).toFixed(0)} B each), left out of the rates; in the window ${live.pulls - opening.pulls} pulls on changed for ${marks.length} marks, ${streamBytes} B of events and pings in all`,
        side('push', push),
        side('delta poll', delta),
        side('whole list', whole),
        `the polls wait for their next turn (uniform over 0–${POLL_S} s, so p95 ≈ ${((0.95 * LIVE_REFRESH_MS) / 1000).toFixed(1)} s plus an answer); the push waits for the instance's change poll (once a second) and the 1 s coalescing, then one pull`,
        `per minute over the ${(minutes * 60).toFixed(0)} s from the first mark until every side showed every mark: the push's rate follows the marks in the patronager's stations (here a burst, ${((marks.length / patronagers.length / ctx.sizes.n7MarkSeconds) * 60).toFixed(0)} marks per patronager per minute while marking), the polls' is fixed`,
        `database of ${national.voters.toLocaleString('en')} voters (${national.origin}); the marked voters are unmarked afterwards`,
      ].join('. ');
      const pairs: [number, number][] = [
        [p95, percentile(delta.seen, 95)],
        [p95, percentile(whole.seen, 95)],
        [percentile(push.seen, 50), percentile(delta.seen, 50)],
        [percentile(push.seen, 50), percentile(whole.seen, 50)],
        [push.requestsPerMin, delta.requestsPerMin],
        [push.requestsPerMin, whole.requestsPerMin],
        [push.bytesPerMin, delta.bytesPerMin],
        [push.bytesPerMin, whole.bytesPerMin],
      ];
      return rows().map((row, i) => ({ ...row, terren: pairs[i]?.[0] ?? null, baseline: pairs[i]?.[1] ?? null, ...(i === 0 ? { note } : {}) }));
    } finally {
      stop = true;
      for (const { device } of pushes) device.stop();
      client.close();
      await fleet.stop();
      await unmark(national.url, marks.map((m) => m.voterId));
    }
  },
};
