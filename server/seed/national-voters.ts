import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../repositories/raw-rows';
import { femaleNames, maleNames, surnames } from './seed-names';

/**
 * Set-based voter lists for national-size data: one INSERT … SELECT over generate_series, so
 * millions of voters load without a row leaving the database. Every value is drawn from integer
 * hashes of the row number written as plain SQL arithmetic (no PostgreSQL-internal hash
 * functions), so PostgreSQL and PGlite draw the same voters for the same seed.
 */

const U32 = 4294967296;
/** Birth dates (73 ages × 12 months × 28 days) × 2 genders: the NID "head" of a voter. */
const HEADS = 73 * 12 * 28 * 2;
/** The 3-digit serial after the head: heads × serials bound how many distinct NIDs the scheme makes. */
export const MAX_BULK_VOTERS = HEADS * 1000;

/** `array['a', 'b']` of constant names; they are ours, but quotes are doubled anyway. */
function textArray(items: readonly string[]): string {
  return `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

/** A 32-bit hash of `g` for stream `salt` (Knuth's multiplier, then one xorshift-multiply round). */
function hashOf(salt: number): string {
  const z = `((g * 2654435761 + ${salt}) % ${U32})`;
  const y = `(((${z} # (${z} >> 16)) * 73244475) % ${U32})`;
  return `(${y} # (${y} >> 16))`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A multiplier coprime with n near its golden section: g → g·A mod n is then a permutation that scatters neighbours. */
function scatter(n: number): number {
  let a = Math.max(1, Math.floor(n * 0.6180339887));
  while (gcd(a, n) !== 1) a++;
  return a % n;
}

export interface BulkVotersOptions {
  count: number;
  /** Stations receive consecutive blocks of voters, in id order; sizes differ by at most one. */
  firstStationId: number;
  lastStationId: number;
  /** Ages are counted back from this year. */
  year: number;
  seed: number;
}

/**
 * Inserts `count` voters spread over the stations with ids in [first, last]. NIDs keep the shape of
 * the demo's (decade letter, year digit, month +50 for women, day, 3-digit serial, letter) and are
 * unique: the head and serial come from a permutation of the row number, so two rows of one call
 * never share them; a row whose NID an earlier voter already holds takes the first free final letter.
 * List numbers run 1…n per station in alphabetical order, like a printed list.
 */
export async function insertBulkVoters(db: Db, options: BulkVotersOptions): Promise<number> {
  const { count, seed } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_BULK_VOTERS) throw new Error(`voters must be 1…${MAX_BULK_VOTERS}, got ${count}`);
  const male = textArray(maleNames);
  const female = textArray(femaleNames);
  const family = textArray(surnames);
  const a = scatter(count);
  const salt = (k: number) => (seed * 7919 + k * 104_729) % U32;
  const statement: SQL = sql`
    insert into voters (nid, name, surname, father_name, mother_name, dob, gender, phone, email, qv_id, list_number, building_number)
    select nid, name, surname, father_name, mother_name, dob, gender, phone,
      case when email_wanted then lower(translate(name, 'ëËçÇ', 'eEcC')) || '.' || lower(translate(surname, 'ëËçÇ', 'eEcC'))
        || (1 + email_tag % 99)::text || '@example.com' end,
      qv_id, row_number() over (partition by qv_id order by surname, name, father_name, nid)::int, building_number
    from (
      select
        case when taken.id is null then v.cand
          else (select left(v.cand, 9) || chr(65 + l) from generate_series(0, 25) l
                where not exists (select 1 from voters t where t.nid = left(v.cand, 9) || chr(65 + l)) limit 1)
        end as nid,
        v.*
      from (
        select
          chr(65 + (y.year - 1900) / 10) || (y.year % 10)::text || lpad((y.month + case when y.female then 50 else 0 end)::text, 2, '0')
            || lpad(y.day::text, 2, '0') || lpad(y.serial::text, 3, '0') || chr(65 + (y.h4 % 26)::int) as cand,
          case when y.female then (${sql.raw(female)})[1 + ((y.h1 >> 1) % ${femaleNames.length})::int]
            else (${sql.raw(male)})[1 + ((y.h1 >> 1) % ${maleNames.length})::int] end as name,
          (${sql.raw(family)})[1 + ((y.h1 >> 12) % ${surnames.length})::int] as surname,
          (${sql.raw(male)})[1 + (y.h2 % ${maleNames.length})::int] as father_name,
          (${sql.raw(female)})[1 + ((y.h2 >> 8) % ${femaleNames.length})::int] as mother_name,
          make_date(y.year, y.month, y.day) as dob,
          case when y.female then 'F' else 'M' end as gender,
          case when y.h3 % 100 < 65 then '06' || (7 + (y.h3 >> 8) % 3)::text || lpad((y.h4 % 10000000)::text, 7, '0') end as phone,
          y.email_wanted,
          y.h2 as email_tag,
          st.id as qv_id,
          (1 + (y.h2 >> 20) % 120)::text as building_number
        from (
          select x.*,
            ${options.year} - 18 - (x.head / 672)::int as year,
            1 + ((x.head / 56) % 12)::int as month,
            1 + ((x.head / 2) % 28)::int as day,
            x.head % 2 = 1 as female,
            ((x.k / ${HEADS}) * 13 + x.head) % 1000 as serial,
            (x.h3 >> 20) % 10 = 0 as email_wanted
          from (
            select g, (g * ${a}::bigint) % ${count} as k, ((g * ${a}::bigint) % ${count}) % ${HEADS} as head,
              ${sql.raw(hashOf(salt(1)))} as h1, ${sql.raw(hashOf(salt(2)))} as h2,
              ${sql.raw(hashOf(salt(3)))} as h3, ${sql.raw(hashOf(salt(4)))} as h4
            from generate_series(0::bigint, ${count - 1}::bigint) g
            offset 0
          ) x
        ) y
        join (
          select id, row_number() over (order by id) - 1 as ord from polling_stations where id between ${options.firstStationId} and ${options.lastStationId}
        ) st on st.ord = (y.g * (${options.lastStationId - options.firstStationId + 1})::bigint) / ${count}
      ) v
      left join voters taken on taken.nid = v.cand
    ) w`;
  const result = await db.execute(statement);
  const inserted = (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows;
  return typeof inserted === 'number' ? inserted : count;
}

/** Voters now on the list (a check for callers that need the exact total). */
export async function countVoters(db: Db): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from voters`));
  return Number(row?.n ?? 0);
}
