import { asc, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../src/contract/common';
import { PAPER_MARK } from '../../../src/lib/paper-list-pdf';
import { paperListRows, pdfLines } from '../../../tests/support/pdf-lines';
import { patronagerVoters, pollingStations, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { PATRONAGE_LIST_SIZE } from '../../seed/seed';
import { seedExtraObserver } from '../../seed/seed-accounts';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const OBSERVER_PAPER = '/api/patronage/observer-paper-list/';
const PATRONAGE_PAPER = '/api/patronage/patronager-paper-list/';

const rowOf = (v: { listNumber: number; name: string; surname: string; fatherName: string; voted: boolean }, station?: string): string =>
  `${v.listNumber} ${v.name} ${v.surname} ${v.fatherName}${station === undefined ? '' : ` ${station}`}${v.voted ? ` ${PAPER_MARK}` : ''}`;

describe('voting-day paper list from the server', () => {
  const t = useTestApp({ logins: ['vezhgues', 'patronazhist', 'anetar'] });

  const stationVoters = (qvId: number) =>
    t.db
      .select({ id: voters.id, listNumber: voters.listNumber, name: voters.name, surname: voters.surname, fatherName: voters.fatherName, voted: voters.voted })
      .from(voters)
      .where(eq(voters.qvId, qvId))
      .orderBy(asc(voters.listNumber), asc(voters.id));

  it('answers the observer’s station as a PDF: every voter in list order, the voted crossed, the counts on the cover', async () => {
    const qvId = t.seed.observerQvIds[0] ?? -1;
    // A vote made now is on the paper: it is the server's state at the time of the call.
    const [free] = (await stationVoters(qvId)).filter((v) => !v.voted);
    if (!free) throw new Error('the station has no unmarked voter');
    const vote = await t.app.inject({ method: 'POST', url: '/api/patronage/voting/', headers: tokenHeader(t.tokens.vezhgues), payload: { observer_id: t.seed.observerId, voter_id: free.id } });
    expect(vote.statusCode).toBe(200);

    const response = await t.get(`${OBSERVER_PAPER}?station_id=${qvId}`, t.tokens.vezhgues);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const [station] = await t.db.select({ code: pollingStations.code }).from(pollingStations).where(eq(pollingStations.id, qvId));
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="lista-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf"$/);

    const expected = await stationVoters(qvId);
    expect(expected.find((v) => v.id === free.id)?.voted).toBe(true);
    const pages = await pdfLines(response.rawPayload);
    expect(paperListRows(pages)).toEqual(expected.map((v) => rowOf(v)));
    const marked = expected.filter((v) => v.voted).length;
    expect(marked).toBeGreaterThan(0);
    expect(pages[0]).toEqual(
      expect.arrayContaining([`Votues: ${expected.length}`, `Shënuar si votuar: ${marked}`, `Pa shënuar: ${expected.length - marked}`, `Qendra e votimit: ${station?.code}`, 'Pajisja: Serveri Terren', 'Shënimet: sipas serverit']),
    );
    for (const lines of pages.slice(1)) expect(lines[0]).toBe(`QV ${station?.code} - lista e votuesve`);
  });

  it('answers 404 for another observer’s station or one that does not exist, and changes nothing', async () => {
    const [other] = await t.db.select({ id: pollingStations.id }).from(pollingStations).where(notInArray(pollingStations.id, t.seed.observerQvIds)).limit(1);
    if (!other) throw new Error('the seed has no station outside the observer’s');
    await seedExtraObserver(t.db, { username: 'vezhgues-letër', password: 'demo-demo', qvIds: [other.id] });
    const theirs = await login(t.app, 'vezhgues-letër', 'demo-demo');
    expect((await t.get(`${OBSERVER_PAPER}?station_id=${other.id}`, theirs)).statusCode).toBe(200);
    for (const id of [other.id, 2_000_000_000]) {
      const response = await t.get(`${OBSERVER_PAPER}?station_id=${id}`, t.tokens.vezhgues);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.stationNotYours });
    }
    // And the other way round: the new observer cannot print the demo observer's station.
    expect((await t.get(`${OBSERVER_PAPER}?station_id=${t.seed.observerQvIds[0]}`, theirs)).statusCode).toBe(404);
  });

  it('answers 400 with an Albanian text for a missing or malformed station id', async () => {
    for (const query of ['', '?station_id=', '?station_id=abc', '?station_id=0', '?station_id=-3', '?station_id=2147483648', '?station_id=1.5']) {
      const response = await t.get(`${OBSERVER_PAPER}${query}`, t.tokens.vezhgues);
      expect(response.statusCode, query).toBe(400);
      expect(errorBody.parse(response.json()).Error, query).toMatch(/\S/);
    }
  });

  it('answers the patronager’s own voters with their stations, and 404 with the module text to a member without the role', async () => {
    const response = await t.get(PATRONAGE_PAPER, t.tokens.patronazhist);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="lista-patronazhi-\d{4}-\d{2}-\d{2}\.pdf"/);
    const own = await t.db
      .select({ listNumber: voters.listNumber, name: voters.name, surname: voters.surname, fatherName: voters.fatherName, voted: voters.voted, code: pollingStations.code })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
      .where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist))
      .orderBy(asc(pollingStations.code), asc(voters.listNumber), asc(patronagerVoters.id));
    expect(own).toHaveLength(PATRONAGE_LIST_SIZE);
    const pages = await pdfLines(response.rawPayload);
    expect(paperListRows(pages)).toEqual(own.map((v) => rowOf(v, v.code)));
    expect(pages[0]).toContain(`Votues: ${PATRONAGE_LIST_SIZE}`);
    expect(pages[0]).toContain(`Shënuar si votuar: ${own.filter((v) => v.voted).length}`);

    for (const url of [PATRONAGE_PAPER, `${OBSERVER_PAPER}?station_id=${t.seed.observerQvIds[0]}`]) {
      const denied = await t.get(url, t.tokens.anetar);
      expect(denied.statusCode, url).toBe(404);
      expect(denied.json()).toEqual({ Error: messages.noModuleAccess });
    }
    expect((await t.app.inject({ method: 'GET', url: PATRONAGE_PAPER })).statusCode).toBe(403);
    // The observer is not a patronager here.
    expect((await t.get(PATRONAGE_PAPER, t.tokens.vezhgues)).statusCode).toBe(404);
  });
});
