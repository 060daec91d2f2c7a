// B2: the voting-day search. Terren holds the list in memory with its names pre-folded and scans
// prefixes (src/lib/voter-search.ts); the baseline asks Dexie to scan the table with filter().
import { setDataKey } from '../../src/db/at-rest/data-key';
import { db, type LocalObserverVoter } from '../../src/db/database';
import { foldText } from '../../src/lib/fold-text';
import { checkVoterQuery, searchVoters, type VoterQueryCheck } from '../../src/lib/voter-search';
import { Prng } from '../../server/seed/prng';
import { stationSizes, stationVoters } from '../../server/seed/seed-voters';
import type { B2SearchApi, BenchWindow, SearchQuery } from './page-api';

const USER_ID = 1;
const CHUNK = 5000;

type Criteria = Extract<VoterQueryCheck, { ok: true }>['criteria'];

/** The same rule as searchVoters, as a per-record predicate for Dexie's filter(). */
function matcher(c: Criteria): (v: LocalObserverVoter) => boolean {
  const surnameNeedle = c.surname === null ? null : ' ' + c.surname;
  return (v) =>
    (c.listNumber === null || v.list_number === c.listNumber) &&
    (c.name === null || v.folded.startsWith(c.name)) &&
    (surnameNeedle === null || v.folded.includes(surnameNeedle, c.name === null ? 0 : c.name.length));
}

/** Varied queries taken from the data, so each has matches: prefixes typed with and without ë/ç, name + surname, list numbers. */
function makeQueries(voters: readonly LocalObserverVoter[], count: number, prng: Prng): SearchQuery[] {
  const queries: SearchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const v = prng.pick(voters);
    const prefix = (text: string, min: number, max: number) => text.slice(0, prng.int(min, Math.min(max, text.length)));
    switch (i % 5) {
      case 0:
        queries.push({ general: prefix(v.name, 3, 5), listNumber: '' });
        break;
      case 1: // typed without the diacritics (ë as e, ç as c), in lower case
        queries.push({ general: foldText(prefix(v.name, 3, 6)).toLowerCase(), listNumber: '' });
        break;
      case 2:
        queries.push({ general: `${v.name} ${prefix(v.surname, 2, 4)}`, listNumber: '' });
        break;
      case 3:
        queries.push({ general: '', listNumber: String(v.list_number) });
        break;
      default:
        queries.push({ general: prefix(v.name, 3, 4), listNumber: String(v.list_number) });
    }
  }
  return queries;
}

const api: B2SearchApi = {
  async setup({ voters, queries, seed }) {
    // The key a sign-in would have unwrapped: the rows are stored sealed under it, as in the app.
    setDataKey(USER_ID, crypto.getRandomValues(new Uint8Array(32)));
    const t = performance.now();
    const prng = new Prng(seed);
    const taken = new Set<string>();
    const rows: LocalObserverVoter[] = [];
    stationSizes(prng, voters).forEach((size, station) => {
      for (const v of stationVoters(prng, station + 1, size, taken, new Date())) {
        rows.push({
          voter_id: rows.length + 1,
          qv_id: station + 1,
          name: v.name,
          father_name: v.fatherName,
          surname: v.surname,
          list_number: v.listNumber ?? 0,
          voted: false,
          userId: USER_ID,
          serverVoted: false,
          // As the store folds it when it downloads a list.
          folded: foldText(`${v.name} ${v.surname}`),
        });
      }
    });
    await db.observerVoters.clear();
    for (let i = 0; i < rows.length; i += CHUNK) {
      await db.transaction('rw', db.observerVoters, () => db.observerVoters.bulkPut(rows.slice(i, i + CHUNK)));
    }
    return { stored: await db.observerVoters.count(), ms: performance.now() - t, queries: makeQueries(rows, queries, prng) };
  },
  async terren(queries) {
    const t = performance.now();
    const voters = await db.observerVoters.where('userId').equals(USER_ID).toArray();
    const loadMs = performance.now() - t;
    const ms: number[] = [];
    const matches: number[] = [];
    for (const q of queries) {
      const start = performance.now();
      const result = searchVoters(voters, q);
      ms.push(performance.now() - start);
      matches.push(result.kind === 'invalid' ? -1 : result.voters.length);
    }
    return { ms, matches, loadMs };
  },
  async dexieFilter(queries) {
    const ms: number[] = [];
    const matches: number[] = [];
    for (const q of queries) {
      const start = performance.now();
      const check = checkVoterQuery(q);
      const found = check.ok ? await db.observerVoters.filter(matcher(check.criteria)).toArray() : null;
      ms.push(performance.now() - start);
      matches.push(found === null ? -1 : found.length);
    }
    return { ms, matches };
  },
};

(window as unknown as BenchWindow).bench = { ...(window as unknown as Partial<BenchWindow>).bench, b2: api };
