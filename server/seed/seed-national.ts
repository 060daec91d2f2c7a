import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { divisions, municipalities, politicalPreferences, regions, units } from '../db/schema';
import { rowsOf } from '../repositories/raw-rows';
import { nationalRegions, UNITS_PER_MUNICIPALITY } from './national-geography';
import { insertBulkVoters, MAX_BULK_VOTERS } from './national-voters';

/** Albania: about 3.6 million voters in about 5,200 stations; a party's observers and patronagers. */
export const NATIONAL_SIZE = { voters: 3_600_000, stations: 5_200, observers: 8_000, patronagers: 20_000 } as const;
/** What `--national` makes on PGlite when no size is given: an embedded database is no place for millions of rows. */
export const PGLITE_NATIONAL_VOTERS = 100_000;
/** Above this PGlite is refused: its single-threaded WebAssembly engine would take hours and gigabytes of memory. */
export const PGLITE_MAX_VOTERS = 500_000;
/** Voters in each national patronager's care, taken from one station's list. */
export const NATIONAL_PATRONAGE_LIST = 75;
/** Station codes are six digits starting with 1, apart from the demo's and the bench's four-digit ones. */
const MAX_STATIONS = 99_999;

export interface NationalSize {
  voters: number;
  stations: number;
  observers: number;
  patronagers: number;
}

/** The national proportions at another voter count: ~692 voters a station, 1.5 observers a station, a patronager per 180 voters. */
export function scaledNationalSize(voters: number): NationalSize {
  const ratio = voters / NATIONAL_SIZE.voters;
  return {
    voters,
    stations: Math.max(1, Math.round(NATIONAL_SIZE.stations * ratio)),
    observers: Math.max(1, Math.round(NATIONAL_SIZE.observers * ratio)),
    patronagers: Math.max(1, Math.round(NATIONAL_SIZE.patronagers * ratio)),
  };
}

export interface NationalOptions extends NationalSize {
  seed: number;
  /** Ages are counted back from this date's year. */
  now: Date;
  /** Every national member signs in with the demo password: its hash is computed once. */
  passwordHash: string;
  memberRoleId: number | null;
}

export interface NationalSummary extends NationalSize {
  /** `vezhgues00001` … and `patronazhist00001` …, password as the demo accounts'. */
  firstObserver: string;
  firstPatronager: string;
  patronageVoters: number;
}

export const nationalObserverName = (i: number): string => `vezhgues${String(i).padStart(5, '0')}`;
export const nationalPatronagerName = (i: number): string => `patronazhist${String(i).padStart(5, '0')}`;

export function checkNationalSize(size: NationalSize): void {
  if (size.voters > MAX_BULK_VOTERS) throw new Error(`at most ${MAX_BULK_VOTERS} voters, got ${size.voters}`);
  if (size.stations > MAX_STATIONS) throw new Error(`at most ${MAX_STATIONS} stations, got ${size.stations}`);
  if (size.stations > size.voters) throw new Error(`more stations (${size.stations}) than voters (${size.voters})`);
  if (size.observers + size.patronagers > size.voters) throw new Error('every observer and patronager is a voter: more of them than voters');
  if (size.observers + size.patronagers > 99_999) throw new Error('at most 99,999 observers and 99,999 patronagers (five-digit usernames)');
}

async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf(await db.execute(query));
  return Number(row?.n ?? 0);
}

/** The national regions, municipalities and units beside the demo's; returns nothing, the stations take every unit. */
async function addGeography(db: Db): Promise<void> {
  for (const region of nationalRegions) {
    let [division] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.name, region.division));
    division ??= (await db.insert(divisions).values({ name: region.division }).returning({ id: divisions.id }))[0];
    let [found] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, region.name)).orderBy(asc(regions.id)).limit(1);
    found ??= (await db.insert(regions).values({ name: region.name, divisionId: division?.id ?? null }).returning({ id: regions.id }))[0];
    if (!found) throw new Error(`region ${region.name} not stored`);
    for (const alias of region.municipalities) {
      const [municipality] = await db.insert(municipalities).values({ name: `Bashkia ${alias}`, alias, regionId: found.id }).returning({ id: municipalities.id });
      if (!municipality) throw new Error(`municipality ${alias} not stored`);
      await db
        .insert(units)
        .values(Array.from({ length: UNITS_PER_MUNICIPALITY }, (_, k) => ({ name: k === 0 ? alias : `${alias} ${k + 1}`, municipalityId: municipality.id })));
    }
  }
}

/** `count` stations spread in order over every unit (demo and national); returns their id range. */
async function addStations(db: Db, count: number): Promise<{ first: number; last: number }> {
  const unitCount = await scalar(db, sql`select count(*)::int as n from ${units}`);
  const rows = rowsOf(
    await db.execute(sql`
      with inserted as (
        insert into polling_stations (code, unit_id)
        select '1' || lpad(i::text, 5, '0'), u.id
        from generate_series(1, ${count}) i
        join (select id, row_number() over (order by id) - 1 as ord from units) u on u.ord = ((i - 1)::bigint * ${unitCount}) / ${count}
        returning id
      )
      select min(id) as first, max(id) as last, count(*)::int as n from inserted`),
  );
  const first = Number(rows[0]?.first);
  const last = Number(rows[0]?.last);
  if (Number(rows[0]?.n) !== count || last - first + 1 !== count) throw new Error('the national stations did not get consecutive ids');
  return { first, last };
}

/**
 * Observers then patronagers, each the member of one national voter (spread evenly over the list,
 * so the statistics place them everywhere), named as that voter.
 */
async function addMembers(db: Db, options: NationalOptions, firstVoterId: number): Promise<void> {
  const total = options.observers + options.patronagers;
  await db.execute(sql`
    insert into members (name, surname, username, password_hash, phone, member_role_id, is_patronager, voter_id)
    select v.name, v.surname,
      case when m < ${options.observers} then 'vezhgues' || lpad((m + 1)::text, 5, '0') else 'patronazhist' || lpad((m - ${options.observers} + 1)::text, 5, '0') end,
      ${options.passwordHash}, v.phone, ${options.memberRoleId}::int, m >= ${options.observers}, v.id
    from generate_series(0, ${total - 1}) m
    join voters v on v.id = ${firstVoterId} + (m::bigint * ${options.voters}) / ${total}
    order by m`);
}

async function addObservers(db: Db, options: NationalOptions, stations: { first: number; last: number }, membersBefore: number): Promise<void> {
  const observersBefore = await scalar(db, sql`select coalesce(max(id), 0) as n from observers`);
  await db.execute(sql`insert into observers (member_id) select id from members where id > ${membersBefore} and not is_patronager order by id`);
  await db.execute(sql`
    insert into observer_stations (observer_id, qv_id)
    select o.id, st.id
    from (select id, row_number() over (order by id) - 1 as r from observers where id > ${observersBefore}) o
    join (select id, row_number() over (order by id) - 1 as ord from polling_stations where id between ${stations.first} and ${stations.last}) st
      on st.ord = o.r % ${options.stations}`);
}

/** Patronager j cares for NATIONAL_PATRONAGE_LIST voters of station j mod S, a slice of its list no other patronager has. */
async function addPatronage(db: Db, options: NationalOptions, stations: { first: number; last: number }, membersBefore: number): Promise<number> {
  const preferenceIds = (await db.select({ id: politicalPreferences.id }).from(politicalPreferences).orderBy(asc(politicalPreferences.id))).map((p) => p.id);
  const preferences = preferenceIds.length === 0 ? sql`null::int` : sql.raw(`(array[${preferenceIds.join(', ')}]::int[])[1 + ((h >> 8) % ${preferenceIds.length})::int]`);
  const list = NATIONAL_PATRONAGE_LIST;
  await db.execute(sql`
    insert into patronager_voters (member_id, voter_id, political_preference_id, safety_rating, phone, email)
    select member_id, voter_id, case when h % 10 < 8 then ${preferences} end, case when h % 10 < 8 then (1 + (h >> 16) % 3)::smallint else 0::smallint end, phone, email
    from (
      select p.id as member_id, v.id as voter_id, v.phone, v.email, (v.id::bigint * 2654435761) % 4294967296 as h
      from (select id, row_number() over (order by id) - 1 as j from members where id > ${membersBefore} and is_patronager) p
      join (select id, row_number() over (order by id) - 1 as ord from polling_stations where id between ${stations.first} and ${stations.last}) st
        on st.ord = p.j % ${options.stations}
      join voters v on v.qv_id = st.id and v.list_number between (p.j / ${options.stations}) * ${list} + 1 and (p.j / ${options.stations}) * ${list} + ${list}
    ) picked`);
  return scalar(db, sql`select count(*)::int as n from patronager_voters where member_id > ${membersBefore}`);
}

/**
 * Adds national-size data to a database the demo seed has filled: the remaining regions and
 * municipalities, `stations` stations over every unit, `voters` voters, and `observers` observers
 * (one station each, every station covered) and `patronagers` patronagers with their lists, all
 * signing in with the demo password. Set-based SQL in one transaction, then ANALYZE, so the
 * planner knows the sizes from the first query.
 */
export async function seedNational(db: Db, options: NationalOptions): Promise<NationalSummary> {
  checkNationalSize(options);
  const patronageVoters = await db.transaction(async (tx) => {
    // Sorting millions of voters into per-station list order is the biggest step; memory makes it one pass.
    await tx.execute(sql`set local work_mem = '256MB'`);
    await addGeography(tx);
    const stations = await addStations(tx, options.stations);
    const votersBefore = await scalar(tx, sql`select coalesce(max(id), 0) as n from voters`);
    await insertBulkVoters(tx, { count: options.voters, firstStationId: stations.first, lastStationId: stations.last, year: options.now.getUTCFullYear(), seed: options.seed });
    const firstVoterId = await scalar(tx, sql`select min(id) as n from voters where id > ${votersBefore}`);
    const membersBefore = await scalar(tx, sql`select coalesce(max(id), 0) as n from members`);
    await addMembers(tx, options, firstVoterId);
    await addObservers(tx, options, stations, membersBefore);
    return addPatronage(tx, options, stations, membersBefore);
  });
  await db.execute(sql`analyze`);
  return {
    voters: options.voters,
    stations: options.stations,
    observers: options.observers,
    patronagers: options.patronagers,
    firstObserver: nationalObserverName(1),
    firstPatronager: nationalPatronagerName(1),
    patronageVoters,
  };
}
