/**
 * N6 (issue 33): re-download of a 700-voter list with 1 % changed, delta (`?since=`) against the
 * whole list, bytes on the wire (brotli, as a browser asks) and server time (in-process inject,
 * median of RUNS). PGlite by default; DATABASE_URL=postgres://… for PostgreSQL.
 *
 *   node --import tsx bench/n6-delta.ts
 */
import { performance } from 'node:perf_hooks';
import { LIST_CURSOR_HEADER } from '../src/contract/headers';
import { loginResponse } from '../src/contract/auth';
import { seedBenchObserver } from '../server/seed/seed-accounts';
import { buildTestApp } from '../server/test/build-test-app';
import { voters } from '../server/db/schema';
import { inArray } from 'drizzle-orm';

const LIST_SIZE = 700;
const CHANGED = Math.round(LIST_SIZE / 100);
const RUNS = 30;
const ACCOUNT = { username: 'bench-n6', password: 'bench-n6-password' };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const t = await buildTestApp({ voters: 2000 });
try {
  const bench = await seedBenchObserver(t.db, { ...ACCOUNT, stationSizes: [LIST_SIZE], patronage: true });
  const login = await t.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: ACCOUNT });
  const token = loginResponse.parse(login.json()).key;
  const get = async (url: string) => {
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}`, 'accept-encoding': 'br' } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return { ms, bytes: response.rawPayload.length, cursor: String(response.headers[LIST_CURSOR_HEADER]) };
  };

  for (const list of ['/api/patronage/my-observer-voters-new/', '/api/patronage/my-patronager-voters-election-day/']) {
    const { cursor } = await get(list);
    // 1 % of the list marked elsewhere since the device's cursor.
    const ids = (await t.db.select({ id: voters.id }).from(voters).where(inArray(voters.qvId, bench.qvIds)).limit(CHANGED)).map((r) => r.id);
    await t.db.update(voters).set({ voted: true }).where(inArray(voters.id, ids));
    const full: number[] = [];
    const delta: number[] = [];
    let fullBytes = 0;
    let deltaBytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const f = await get(list);
      const d = await get(`${list}?since=${cursor}`);
      full.push(f.ms);
      delta.push(d.ms);
      fullBytes = f.bytes;
      deltaBytes = d.bytes;
    }
    const quiet = await get(`${list}?since=${(await get(list)).cursor}`);
    await t.db.update(voters).set({ voted: false }).where(inArray(voters.id, ids));
    console.log(
      `${list} (${LIST_SIZE} voters, ${CHANGED} changed, ${t.database.kind}): full ${fullBytes} B, ${median(full).toFixed(2)} ms; ` +
        `delta ${deltaBytes} B (${((100 * deltaBytes) / fullBytes).toFixed(1)} %), ${median(delta).toFixed(2)} ms; nothing changed ${quiet.bytes} B`,
    );
  }
} finally {
  await t.close();
}
