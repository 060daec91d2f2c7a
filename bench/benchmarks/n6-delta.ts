import { inArray } from 'drizzle-orm';
import { loginResponse } from '../../src/contract/auth';
import { LIST_CURSOR_HEADER } from '../../src/contract/headers';
import { voters } from '../../server/db/schema';
import { seedBenchObserver } from '../../server/seed/seed-accounts';
import { buildTestApp } from '../../server/test/build-test-app';
import type { Benchmark } from '../lib/context';
import type { Figure } from '../lib/report';
import { median } from '../lib/stats';

const LIST_SIZE = 700;
const CHANGED = Math.round(LIST_SIZE / 100);
const ACCOUNT = { username: 'bench-n6', password: 'bench-n6-password' };
/** The delta's goal: at most this share of the whole list's bytes. */
const GOAL_SHARE = 0.05;
const BASELINE = 'the whole list again (what a device downloaded before ?since=)';

const LISTS = [
  { name: 'observer station list', path: '/api/patronage/my-observer-voters-new/' },
  { name: "patronager's election-day list", path: '/api/patronage/my-patronager-voters-election-day/' },
] as const;

function rows(list: (typeof LISTS)[number]): Omit<Figure, 'terren' | 'baseline'>[] {
  const what = `re-download of a ${LIST_SIZE}-voter ${list.name}, 1 % changed, delta (?since=)`;
  return [
    { id: 'N6', what: `${what}: bytes (br)`, unit: 'B', baselineLabel: BASELINE, lowerIsBetter: true },
    { id: 'N6', what: `${what}: server time (median)`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
  ];
}

/**
 * N6: one observer and patronager of a 700-voter station in an app in this process (PGlite, or
 * the server's DATABASE_URL when set), `inject` with `accept-encoding: br` as a browser asks; the
 * body bytes and the median time of the delta and of the whole list, taken alternately.
 */
export const n6: Benchmark = {
  id: 'N6',
  title: 're-download of a 700-voter list with 1 % changed: delta against whole',
  usesAppServer: false,
  placeholders: () => LISTS.flatMap(rows),
  async run(ctx) {
    const runs = ctx.quick ? 10 : 30;
    const t = await buildTestApp({ voters: 2000 });
    try {
      const bench = await seedBenchObserver(t.db, { ...ACCOUNT, stationSizes: [LIST_SIZE], patronage: true });
      const login = await t.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: ACCOUNT });
      const token = loginResponse.parse(login.json()).key;
      const get = async (url: string) => {
        const started = performance.now();
        const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}`, 'accept-encoding': 'br' } });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return { ms, bytes: response.rawPayload.length, cursor: String(response.headers[LIST_CURSOR_HEADER]) };
      };
      const figures: Figure[] = [];
      for (const list of LISTS) {
        const { cursor } = await get(list.path);
        // 1 % of the list marked elsewhere since the device's cursor.
        const ids = (await t.db.select({ id: voters.id }).from(voters).where(inArray(voters.qvId, bench.qvIds)).limit(CHANGED)).map((r) => r.id);
        await t.db.update(voters).set({ voted: true }).where(inArray(voters.id, ids));
        const full: number[] = [];
        const delta: number[] = [];
        let fullBytes = 0;
        let deltaBytes = 0;
        for (let i = 0; i < runs; i++) {
          const f = await get(list.path);
          const d = await get(`${list.path}?since=${cursor}`);
          full.push(f.ms);
          delta.push(d.ms);
          fullBytes = f.bytes;
          deltaBytes = d.bytes;
        }
        const quiet = await get(`${list.path}?since=${(await get(list.path)).cursor}`);
        await t.db.update(voters).set({ voted: false }).where(inArray(voters.id, ids));
        const share = deltaBytes / fullBytes;
        const note =
          `goal delta ≤ ${GOAL_SHARE * 100} % of the whole list's bytes: ${share <= GOAL_SHARE ? 'met' : 'NOT met'} (${(share * 100).toFixed(1)} %). ` +
          `${LIST_SIZE} voters, ${CHANGED} marked after the device's cursor; ${runs} of each taken alternately, app in process (inject) on ${t.database.kind}, body bytes with accept-encoding br (headers, ~0.3 KiB either way, not counted); ` +
          `a delta with nothing changed is ${quiet.bytes} B`;
        ctx.log(`    ${list.name}: whole ${fullBytes} B ${median(full).toFixed(2)} ms, delta ${deltaBytes} B ${median(delta).toFixed(2)} ms, nothing changed ${quiet.bytes} B`);
        const [bytesRow, msRow] = rows(list);
        if (bytesRow && msRow) figures.push({ ...bytesRow, terren: deltaBytes, baseline: fullBytes, note }, { ...msRow, terren: median(delta), baseline: median(full) });
      }
      return figures;
    } finally {
      await t.close();
    }
  },
};
