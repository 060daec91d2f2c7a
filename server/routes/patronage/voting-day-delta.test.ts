import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIST_CURSOR_HEADER } from '../../../src/contract/headers';
import { observerVotersDelta, patronageVotersDelta } from '../../../src/contract/voting-day';
import { observerStations, patronagerVoters, voters } from '../../db/schema';
import { observerDeltaQuery, patronageDeltaQuery } from '../../repositories/list-delta';
import { rowsOf } from '../../repositories/raw-rows';
import { messages } from '../../http/messages';
import { tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const OBSERVER_LIST = '/api/patronage/my-observer-voters-new/';
const PATRONAGE_LIST = '/api/patronage/my-patronager-voters-election-day/';
const since = (list: string, cursor: string) => `${list}?since=${cursor}`;

describe('voting-day lists: delta since a cursor', () => {
  const t = useTestApp({ logins: ['vezhgues', 'patronazhist'] });

  /** A whole list's cursor, as a device holds it after its first download. */
  async function cursorOf(list: string, token: string): Promise<string> {
    const response = await t.get(list, token);
    expect(response.statusCode).toBe(200);
    const cursor = response.headers[LIST_CURSOR_HEADER];
    expect(cursor).toMatch(/^\d+$/);
    return String(cursor);
  }
  const observerDelta = async (cursor: string) => {
    const response = await t.get(since(OBSERVER_LIST, cursor), t.tokens.vezhgues);
    expect(response.statusCode).toBe(200);
    const delta = observerVotersDelta.parse(response.json());
    expect(response.headers[LIST_CURSOR_HEADER]).toBe(delta.cursor);
    return delta;
  };
  const patronageDelta = async (cursor: string) => {
    const response = await t.get(since(PATRONAGE_LIST, cursor), t.tokens.patronazhist);
    expect(response.statusCode).toBe(200);
    return patronageVotersDelta.parse(response.json());
  };
  const observe = (voterId: number, action: 'voting' | 'voting-delete') =>
    t.app.inject({ method: 'POST', url: `/api/patronage/${action}/`, headers: tokenHeader(t.tokens.vezhgues), payload: { observer_id: t.seed.observerId, voter_id: voterId } });

  /** A voter on both the observer's station list and the patronager's list (the seed overlaps them), not voted yet. */
  async function sharedVoter(): Promise<{ voterId: number; patronagerVoterId: number }> {
    const [row] = await t.db
      .select({ voterId: voters.id, patronagerVoterId: patronagerVoters.id })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(and(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist), inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false)))
      .orderBy(asc(voters.id))
      .limit(1);
    if (!row) throw new Error('the seed has no unvoted voter on both lists');
    return row;
  }

  it('answers nothing changed, with a cursor, when nothing changed', async () => {
    const cursor = await cursorOf(OBSERVER_LIST, t.tokens.vezhgues);
    expect(await observerDelta(cursor)).toMatchObject({ refetch: false, changes: [] });
    const patronage = await cursorOf(PATRONAGE_LIST, t.tokens.patronazhist);
    expect(await patronageDelta(patronage)).toMatchObject({ refetch: false, changes: [] });
  });

  it('sends an observer’s mark to the observer’s delta and to the patronager’s, and its removal next', async () => {
    const { voterId, patronagerVoterId } = await sharedVoter();
    const observerCursor = await cursorOf(OBSERVER_LIST, t.tokens.vezhgues);
    const patronageCursor = await cursorOf(PATRONAGE_LIST, t.tokens.patronazhist);
    expect((await observe(voterId, 'voting')).statusCode).toBe(200);

    const seen = await observerDelta(observerCursor);
    expect(seen.refetch).toBe(false);
    expect(seen.changes).toEqual([expect.objectContaining({ voter_id: voterId, voted: true })]);
    const patronage = await patronageDelta(patronageCursor);
    expect(patronage.changes).toEqual([expect.objectContaining({ patronager_voter_id: patronagerVoterId, voted: true })]);

    // From the new cursor: nothing, then the removal alone.
    expect((await observerDelta(seen.cursor)).changes).toEqual([]);
    expect((await observe(voterId, 'voting-delete')).statusCode).toBe(200);
    expect((await patronageDelta(patronage.cursor)).changes).toEqual([expect.objectContaining({ patronager_voter_id: patronagerVoterId, voted: false })]);
  });

  it('does not send a repeat that changed nothing', async () => {
    const { voterId } = await sharedVoter();
    expect((await observe(voterId, 'voting')).statusCode).toBe(200);
    const cursor = (await observerDelta(await cursorOf(OBSERVER_LIST, t.tokens.vezhgues))).cursor;
    expect((await observe(voterId, 'voting')).statusCode).toBe(200);
    expect((await observerDelta(cursor)).changes).toEqual([]);
    await observe(voterId, 'voting-delete');
  });

  it('asks for a refetch when a voter leaves the patronager’s list', async () => {
    const cursor = await cursorOf(PATRONAGE_LIST, t.tokens.patronazhist);
    const [row] = await t.db.select().from(patronagerVoters).where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist)).orderBy(asc(patronagerVoters.id)).limit(1);
    if (!row) throw new Error('no patronager voter');
    await t.db.delete(patronagerVoters).where(eq(patronagerVoters.id, row.id));
    try {
      expect(await patronageDelta(cursor)).toMatchObject({ refetch: true, changes: [] });
    } finally {
      await t.db.insert(patronagerVoters).values(row);
    }
  });

  it('asks for a refetch when a voter moves out of the observer’s station, or a station is taken away', async () => {
    const [station, other] = t.seed.observerQvIds;
    if (station === undefined || other === undefined) throw new Error('the observer needs two stations');
    const [voter] = await t.db.select({ id: voters.id, listNumber: voters.listNumber }).from(voters).where(eq(voters.qvId, station)).orderBy(asc(voters.id)).limit(1);
    if (!voter) throw new Error('no voter');
    let cursor = await cursorOf(OBSERVER_LIST, t.tokens.vezhgues);
    // Off the list of every station the observer has: list numbers are unique per station.
    const outside = (await t.db.select({ id: sql<number>`max(${voters.qvId}) + 1` }).from(voters))[0]?.id;
    await t.db.execute(sql`insert into polling_stations (id, code, unit_id) select ${outside}, 'ZZ-move', unit_id from polling_stations where id = ${station}`);
    await t.db.update(voters).set({ qvId: outside }).where(eq(voters.id, voter.id));
    expect(await observerDelta(cursor)).toMatchObject({ refetch: true, changes: [] });
    await t.db.update(voters).set({ qvId: station }).where(eq(voters.id, voter.id));

    cursor = await cursorOf(OBSERVER_LIST, t.tokens.vezhgues);
    await t.db.delete(observerStations).where(and(eq(observerStations.observerId, t.seed.observerId), eq(observerStations.qvId, other)));
    try {
      expect(await observerDelta(cursor)).toMatchObject({ refetch: true, changes: [] });
    } finally {
      await t.db.insert(observerStations).values({ observerId: t.seed.observerId, qvId: other });
    }
    // And once refetched, the new cursor is quiet again.
    expect((await observerDelta(await cursorOf(OBSERVER_LIST, t.tokens.vezhgues))).refetch).toBe(false);
  });

  it('asks for a refetch when a voter on the lists is renamed: a delta carries only the flag', async () => {
    const { voterId } = await sharedVoter();
    const observerCursor = await cursorOf(OBSERVER_LIST, t.tokens.vezhgues);
    const patronageCursor = await cursorOf(PATRONAGE_LIST, t.tokens.patronazhist);
    const [before] = await t.db.select({ surname: voters.surname }).from(voters).where(eq(voters.id, voterId));
    await t.db.update(voters).set({ surname: 'Emër-i-ri' }).where(eq(voters.id, voterId));
    try {
      expect(await observerDelta(observerCursor)).toMatchObject({ refetch: true, changes: [] });
      expect(await patronageDelta(patronageCursor)).toMatchObject({ refetch: true, changes: [] });
    } finally {
      await t.db.update(voters).set({ surname: before?.surname ?? '' }).where(eq(voters.id, voterId));
    }
  });

  it('asks for a refetch for a cursor this database never handed out', async () => {
    expect(await observerDelta('99999999999')).toMatchObject({ refetch: true, changes: [] });
  });

  it('refuses a malformed cursor with 400 and the field named', async () => {
    for (const bad of ['abc', '-1', '1.5', '1'.repeat(21), '99999999999999999999']) {
      const response = await t.get(since(OBSERVER_LIST, bad), t.tokens.vezhgues);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: messages.fieldInvalid('since') });
    }
  });

  it('answers another member’s voters with nothing: a delta is scoped like the list', async () => {
    const cursor = await cursorOf(PATRONAGE_LIST, t.tokens.patronazhist);
    // A voter of the observer's station that is not on the patronager's list.
    const own = t.db.select({ id: patronagerVoters.voterId }).from(patronagerVoters).where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist));
    const [voter] = await t.db
      .select({ id: voters.id })
      .from(voters)
      .where(and(inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false), sql`${voters.id} not in (${own})`))
      .limit(1);
    if (!voter) throw new Error('no voter');
    expect((await observe(voter.id, 'voting')).statusCode).toBe(200);
    expect((await patronageDelta(cursor)).changes).toEqual([]);
    await observe(voter.id, 'voting-delete');
  });

  it('reads a delta by index: each list row probes voter_changes by its key, voters not at all', async () => {
    // Every voter changed once, long ago: the planner sees voter_changes as big as on election
    // evening, where reading it whole would be the wrong plan.
    await t.db.execute(sql`insert into voter_changes (voter_id, qv_id, voted, changed_xid) select id, qv_id, voted, '3'::xid8 from voters on conflict do nothing`);
    await t.db.execute(sql`analyze`);
    const cursor = sql`cast(${await cursorOf(OBSERVER_LIST, t.tokens.vezhgues)} as xid8)`;
    const plans = [
      {
        query: observerDeltaQuery(sql`cast(${t.seed.observerId} as integer)`, cursor),
        probe: /Index Scan using voter_changes_qv_xid_idx on voter_changes vc[^\n]*\n\s*Index Cond: \(\(qv_id = os\.qv_id\) AND \(changed_xid >= /,
      },
      {
        query: patronageDeltaQuery(sql`cast(${t.seed.accounts.patronazhist} as integer)`, cursor),
        probe: /Index Scan using voter_changes_pkey on voter_changes vc[^\n]*\n\s*Index Cond: \(voter_id = pv\.voter_id\)/,
      },
    ];
    for (const { query, probe } of plans) {
      const plan = rowsOf(await t.db.execute(sql`explain ${query}`))
        .map((row) => String(row['QUERY PLAN']))
        .join('\n');
      // The list's own rows (a few stations, a patronager's voters) may be read whole at the
      // seed's size; the changes of the day never, and voters not at all.
      expect(plan).not.toMatch(/Seq Scan on voter_changes\b/);
      expect(plan).not.toMatch(/ on voters\b/);
      expect(plan).toMatch(probe);
    }
  });

  // PGlite has one connection: two transactions cannot be open at once there.
  it.runIf(process.env.DATABASE_URL)('sends a write that commits after a reader’s snapshot even when it began before a later one', async () => {
    if (t.database.kind !== 'pg') throw new Error('needs PostgreSQL');
    // One voter in each of the observer's stations: a vote also updates its station's maintained
    // count (migration 0014), so two open writes in one station would wait on each other.
    const [firstStation, secondStation] = t.seed.observerQvIds;
    if (firstStation === undefined || secondStation === undefined) throw new Error('the observer needs two stations');
    const unvotedIn = async (qvId: number) =>
      (await t.db.select({ id: voters.id }).from(voters).where(and(eq(voters.qvId, qvId), eq(voters.voted, false))).orderBy(asc(voters.id)).limit(1))[0]?.id;
    const [early, late] = [await unvotedIn(firstStation), await unvotedIn(secondStation)];
    if (early === undefined || late === undefined) throw new Error('no voters');
    const cursor = await cursorOf(OBSERVER_LIST, t.tokens.vezhgues);
    const slow = await t.database.pool.connect();
    const quick = await t.database.pool.connect();
    try {
      // The slow write starts first (the older transaction id, as a sequence number would be older)...
      await slow.query('begin');
      await slow.query('update voters set voted = true where id = $1', [early]);
      // ...a later write commits before the reader looks...
      await quick.query('update voters set voted = true where id = $1', [late]);
      // Back to the pool at once: on a 2-core machine the pool has two connections, and the
      // server's answers below need one.
      quick.release();
      const first = await observerDelta(cursor);
      expect(first.changes.map((v) => v.voter_id)).toEqual([late]);
      // ...and the slow one commits after the reader's snapshot: the next delta still has it.
      await slow.query('commit');
      // (The quick one may come again: its id is above the cursor the slow one held back.)
      const next = await observerDelta(first.cursor);
      expect(next.changes).toContainEqual(expect.objectContaining({ voter_id: early, voted: true }));
    } finally {
      await slow.query('rollback').catch(() => undefined);
      slow.release();
      await t.db.update(voters).set({ voted: false }).where(inArray(voters.id, [early, late]));
    }
  });
});
