import type { AddressInfo } from 'node:net';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANGED_EVENT, LIVE_VOTING_DAY_PATH } from '../../../src/contract/live';
import { buildApp } from '../../app';
import { patronagerVoters, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { createChangeHub } from '../../live/change-hub';
import { liveChangesQuery } from '../../repositories/live-changes';
import { rowsOf } from '../../repositories/raw-rows';
import { createObserver } from '../../seed/seed-accounts';
import { openEventStreamReader, type EventStreamReader } from '../../test/event-stream-client';
import { tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

describe('live voting-day stream', () => {
  // No coalescing here, so an event that should not have come cannot hide inside a wanted one.
  const t = useTestApp({ logins: ['vezhgues', 'patronazhist', 'diaspora', 'anetar'], liveTiming: { coalesceMs: 0 } });
  let base = '';
  const streams: EventStreamReader[] = [];
  const open = async (token: string) => {
    const stream = await openEventStreamReader(`${base}${LIVE_VOTING_DAY_PATH}`, token);
    streams.push(stream);
    return stream;
  };
  /** Station B: not one of the observer's, with its own observer ('diaspora'). */
  let stationB = 0;
  let stationBObserverId = 0;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [row] = await t.db
      .select({ qvId: voters.qvId })
      .from(voters)
      .where(and(notInArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false)))
      .orderBy(asc(voters.qvId))
      .limit(1);
    if (!row) throw new Error('the seed has no station apart from the observer’s');
    stationB = row.qvId;
    stationBObserverId = await createObserver(t.db, t.seed.accounts.diaspora, [stationB]);
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  const mark = (token: string, observerId: number, voterId: number) =>
    t.app.inject({ method: 'POST', url: '/api/patronage/voting/', headers: tokenHeader(token), payload: { observer_id: observerId, voter_id: voterId } });
  const changed = (...scopes: string[]) => ({ name: LIVE_CHANGED_EVENT, data: { scopes } });

  it('tells the station’s observer and the voter’s patronager of a vote at station A, and station B’s observer only of B’s', async () => {
    const [shared] = await t.db
      .select({ voterId: voters.id, qvId: voters.qvId })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(and(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist), inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false)))
      .orderBy(asc(voters.id))
      .limit(1);
    const [atB] = await t.db.select({ id: voters.id }).from(voters).where(and(eq(voters.qvId, stationB), eq(voters.voted, false))).limit(1);
    if (!shared || !atB) throw new Error('the seed has no unmarked voter on both lists, or none at station B');
    const observerA = await open(t.tokens.vezhgues);
    const patronager = await open(t.tokens.patronazhist);
    const observerB = await open(t.tokens.diaspora);
    expect(observerA.status).toBe(200);
    expect(observerA.contentType).toMatch(/^text\/event-stream/);

    expect((await mark(t.tokens.vezhgues, t.seed.observerId, shared.voterId)).statusCode).toBe(200);
    await observerA.waitForEvents(1);
    await patronager.waitForEvents(1);
    expect(observerA.events).toEqual([changed(`station:${shared.qvId}`)]);
    expect(patronager.events).toEqual([changed(`station:${shared.qvId}`)]);

    // Notifications reach the streams in commit order: had B's observer been told of A's vote,
    // that event would be its first.
    expect((await mark(t.tokens.diaspora, stationBObserverId, atB.id)).statusCode).toBe(200);
    await observerB.waitForEvents(1);
    expect(observerB.events[0]).toEqual(changed(`station:${stationB}`));
    expect(observerA.events).toHaveLength(1);
  });

  it('refuses a missing token like every protected call', async () => {
    const response = await fetch(`${base}${LIVE_VOTING_DAY_PATH}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ Error: messages.signInAgain });
  });

  it('answers 404 with the module text to a member who is neither observer nor patronager', async () => {
    const response = await fetch(`${base}${LIVE_VOTING_DAY_PATH}`, { headers: tokenHeader(t.tokens.anetar) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Error: messages.noModuleAccess });
  });

  it('ends open streams when the instance shuts down, and the close does not wait on them', async () => {
    const second = await buildApp({ db: t.db, liveChanges: createChangeHub() });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const port = (second.server.address() as AddressInfo).port;
    const stream = await openEventStreamReader(`http://127.0.0.1:${port}${LIVE_VOTING_DAY_PATH}`, t.tokens.vezhgues);
    expect(stream.status).toBe(200);
    await second.close();
    await stream.ended;
  });

  it('polls by index: one range of voter_changes and of list_scope_changes since the cursor, voters not at all', async () => {
    // Every voter changed once, long ago, and every scope: the planner sees both logs as big as
    // on election evening, where reading them whole each second would be the wrong plan.
    await t.db.execute(sql`insert into voter_changes (voter_id, qv_id, voted, changed_xid) select id, qv_id, voted, '3'::xid8 from voters on conflict do nothing`);
    await t.db.execute(sql`insert into list_scope_changes (scope, changed_xid) select 'patronager:' || g, '3'::xid8 from generate_series(1000000, 1020000) g on conflict do nothing`);
    await t.db.execute(sql`analyze voter_changes, list_scope_changes`);
    const [{ c: cursor } = { c: '' }] = rowsOf(await t.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as c`));
    const plan = rowsOf(await t.db.execute(sql`explain ${liveChangesQuery(sql`cast(${String(cursor)} as xid8)`)}`))
      .map((row) => String(row['QUERY PLAN']))
      .join('\n');
    expect(plan).toMatch(/Index Scan using voter_changes_xid_idx on voter_changes vc[^\n]*\n\s*Index Cond: \(changed_xid >= /);
    expect(plan).toMatch(/Index Scan using list_scope_changes_xid_idx on list_scope_changes lc[^\n]*\n\s*Index Cond: \(changed_xid >= /);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).not.toMatch(/ on voters\b/);
    await t.db.execute(sql`delete from list_scope_changes where scope like 'patronager:10_____'`);
  });
});
