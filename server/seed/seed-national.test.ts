import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { myObserverVoters } from '../../src/contract/voting-day';
import { hashPassword } from '../auth/password';
import { ConfigError } from '../config';
import { rowsOf } from '../repositories/raw-rows';
import { login } from '../test/session';
import { TEST_SEED_NOW } from '../test/seed-now';
import { useTestApp } from '../test/use-test-app';
import { nationalSize } from './national-size';
import { DEMO_PASSWORD } from './seed';
import { NATIONAL_PATRONAGE_LIST, NATIONAL_SIZE, PGLITE_NATIONAL_VOTERS, seedNational } from './seed-national';

describe('the national size asked for', () => {
  it('is Albania’s on PostgreSQL, with the other counts scaled to the voters', () => {
    expect(nationalSize({}, false, () => undefined)).toEqual(NATIONAL_SIZE);
    expect(nationalSize({ voters: '1800000', observers: '10' }, false, () => undefined)).toEqual({ voters: 1_800_000, stations: 2600, observers: 10, patronagers: 10_000 });
  });

  it('is a tenth of a million on PGlite, saying so, and refuses national size there', () => {
    const notices: string[] = [];
    expect(nationalSize({}, true, (text) => notices.push(text)).voters).toBe(PGLITE_NATIONAL_VOTERS);
    expect(notices[0]).toMatch(/DATABASE_URL/);
    expect(() => nationalSize({ voters: '3600000' }, true, () => undefined)).toThrow(ConfigError);
    expect(() => nationalSize({ voters: '3600000' }, true, () => undefined)).toThrow(/needs PostgreSQL: set DATABASE_URL/);
  });

  it.each([{ voters: '0' }, { voters: '1.5' }, { stations: 'x' }, { voters: '100', stations: '200' }, { voters: '100', observers: '90', patronagers: '20' }])('refuses %o', (flags) => {
    expect(() => nationalSize(flags, false, () => undefined)).toThrow(ConfigError);
  });
});

describe('national data on top of the demo', () => {
  const t = useTestApp();
  const size = { voters: 4000, stations: 6, observers: 8, patronagers: 20 };
  let votersBefore = 0;

  const one = async (query: ReturnType<typeof sql>) => rowsOf(await t.db.execute(query))[0] ?? {};

  beforeAll(async () => {
    votersBefore = Number((await one(sql`select count(*)::int as n from voters`)).n);
    await seedNational(t.db, { ...size, seed: 7, now: TEST_SEED_NOW, passwordHash: await hashPassword(DEMO_PASSWORD), memberRoleId: null });
  }, 120_000);

  it('adds the voters with unique, well-formed personal numbers and printed-list numbering per station', async () => {
    const totals = await one(sql`select count(*)::int as n, count(distinct nid)::int as nids, count(*) filter (where nid !~ '^[A-Z][0-9]{8}[A-Z]$')::int as odd from voters`);
    expect(totals).toEqual({ n: votersBefore + size.voters, nids: votersBefore + size.voters, odd: 0 });
    const stations = rowsOf(
      await t.db.execute(sql`
        select ps.id, count(v.id)::int as n, min(v.list_number) as first, max(v.list_number) as last,
          bool_and(v.list_number = 1 or v.surname >= lag_surname) as alphabetical
        from polling_stations ps
        join (select *, lag(surname) over (partition by qv_id order by list_number) as lag_surname from voters) v on v.qv_id = ps.id
        where ps.code like '1_____'
        group by ps.id order by ps.id`),
    );
    expect(stations).toHaveLength(size.stations);
    for (const s of stations) expect(s).toMatchObject({ first: 1, last: s.n, alphabetical: true });
  });

  it('spreads the stations over all twelve regions’ units', async () => {
    const regions = await one(sql`select count(distinct m.region_id)::int as n from municipalities m`);
    expect(regions.n).toBe(12);
  });

  it('covers every station with an observer and gives each patronager a slice of one list', async () => {
    const covered = await one(sql`
      select count(distinct os.qv_id)::int as stations, count(*)::int as assignments from observer_stations os
      join observers o on o.id = os.observer_id join members m on m.id = o.member_id where m.username like 'vezhgues_____'`);
    expect(covered).toEqual({ stations: size.stations, assignments: size.observers });
    const lists = rowsOf(
      await t.db.execute(sql`
        select m.username, count(pv.id)::int as n from members m join patronager_voters pv on pv.member_id = m.id
        where m.username like 'patronazhist_____' group by m.username`),
    );
    expect(lists).toHaveLength(size.patronagers);
    expect(lists.every((l) => l.n === NATIONAL_PATRONAGE_LIST)).toBe(true);
  });

  it('lets a national observer sign in and download its station, and keeps the demo accounts', async () => {
    const token = await login(t.app, 'vezhgues00001');
    const list = myObserverVoters.parse((await t.get('/api/patronage/my-observer-voters-new/', token)).json());
    expect(list.qvs).toHaveLength(1);
    expect(list.voters.length).toBeGreaterThan(600);
    const demo = myObserverVoters.parse((await t.get('/api/patronage/my-observer-voters-new/', await login(t.app, 'vezhgues'))).json());
    expect(demo.qvs.map((q) => q.id)).toEqual(t.seed.observerQvIds);
  });
});
