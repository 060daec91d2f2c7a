// `DATABASE_URL=… node --import tsx bench/national-search.ts [runs]`: p50/p95 of the hot voter reads, one at a time,
// on a database the national seed filled (`npm run seed -- --national`), with each query's plan in one line.
import { openDatabase, type Database, type Db } from '../server/db/client';
import { searchDiasporaVoters } from '../server/repositories/diaspora-references';
import { searchVoterByNid, searchVotersByName } from '../server/repositories/referred-voters';
import { rowsOf } from '../server/repositories/raw-rows';
import { observerVoters } from '../server/repositories/voting-day';
import { Prng } from '../server/seed/prng';
import { femaleNames, maleNames, surnames } from '../server/seed/seed-names';
import { captureQueries, describePlan, planOf } from '../server/test/query-plans';
import { sql } from 'drizzle-orm';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL to the national-size database');
const runs = Number(process.argv[2] ?? 300);
const prng = new Prng(33);
/** What a member types: the first 1–4 letters of a real name, in any case. */
const typed = (names: readonly string[]) => prng.pick(names).slice(0, prng.int(1, 4));
const anyName = [...maleNames, ...femaleNames];

async function measure(database: Database, label: string, run: (db: Db) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 10; i++) await run(database.db);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(database.db);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1);
  const plans = await Promise.all((await captureQueries(database, run)).map((q) => planOf(database, q)));
  console.log(`${label}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${runs}\n  ${plans.map(describePlan).join('\n  ')}`);
}

const database = await openDatabase({ url, poolSize: 2 });
try {
  const [counts] = rowsOf(await database.db.execute(sql`select (select count(*) from voters)::int as voters, (select max(id) from observers)::int as observers`));
  console.log(`${String(counts?.voters)} voters`);
  const nids = rowsOf(await database.db.execute(sql`select nid from voters tablesample system (0.1) limit 500`)).map((r) => String(r.nid));
  const observerCount = Number(counts?.observers ?? 1);
  await measure(database, 'anetar-search-voters-name-surname', (db) => searchVotersByName(db, { name: typed(anyName), surname: typed(surnames) }));
  await measure(database, 'diaspora-voter-search', (db) => searchDiasporaVoters(db, { name: typed(anyName).padEnd(2, 'a'), surname: typed(surnames).padEnd(2, 'a') }));
  await measure(database, 'voter-search-nid', (db) => searchVoterByNid(db, prng.pick(nids)));
  await measure(database, 'my-observer-voters-new', (db) => observerVoters(db, prng.int(1, observerCount)));
} finally {
  await database.close();
}
