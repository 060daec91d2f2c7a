import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatronageVoter } from '../contract/voting-day';
import { TerrenDb } from '../db/database';
import { listCursorKey } from '../db/meta-keys';
import { nextWatermark } from '../sync/testing/test-watermark';
import { noteCursor, storeDelta, storedCursor } from './collection-delta';
import { storeDownload } from './collection-download';
import { writeIntent } from './collection-write';
import { beforeFirstTransaction } from './testing/before-first-transaction';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';
import { patronageVotes } from './voting-day';

/**
 * A delta (the voters changed since the device's cursor) is merged by the rules of a whole list
 * (download-order.test.ts): a pending mark of this member keeps their intent, an acknowledged mark
 * newer than the delta's read keeps its value, and answers stored out of order settle by watermark.
 */
let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`collection-delta-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const voter = (id: number, voted = false): PatronageVoter => ({
  patronager_voter_id: id,
  name: 'Ana',
  father_name: 'Gjon',
  surname: 'Marku',
  list_number: id,
  voted,
  phone: null,
  qv_code: '0010',
});
const record = (id: number) => db.patronageVoters.get([1, id]);
const change = (key: number, value: boolean) => ({ key, value });
const kind = patronageVotes.kind;

/** The member's list of voters 1..3, none voted, stored whole with cursor '100'. */
async function listed(): Promise<void> {
  const watermark = nextWatermark();
  await storeDownload(db, patronageVotes, 1, [voter(1, false), voter(2, false), voter(3, false)], watermark);
  await noteCursor(db, kind, 1, '100', watermark);
}

/** Sends every pending mark to a server that applies it. */
async function sendAll(): Promise<void> {
  const { engine } = collectionEngine(db, (request: SeenRequest) => {
    const id = Number(/(\d+)\/$/.exec(request.path)?.[1]);
    return json(200, { patronager_voter_id: id, voted: request.path.includes('confirm') });
  });
  await engine.sync();
  await engine.stop();
}

describe('a delta of the voting-day list', () => {
  it('shows a mark made elsewhere and moves the cursor', async () => {
    await listed();
    expect(await storeDelta(db, patronageVotes, 1, [change(2, true)], nextWatermark(), '120')).toBe('stored');
    expect(await record(2)).toMatchObject({ voted: true, serverVoted: true, name: 'Ana', folded: 'ana marku' });
    expect(await record(1)).toMatchObject({ voted: false });
    expect(await storedCursor(db, kind, 1)).toBe('120');
  });

  it('stores nothing, cursor included, when it names a voter the device does not hold', async () => {
    await listed();
    expect(await storeDelta(db, patronageVotes, 1, [change(2, true), change(4, true)], nextWatermark(), '120')).toBe('missing');
    expect(await record(2)).toMatchObject({ voted: false });
    expect(await record(4)).toBeUndefined();
    expect(await storedCursor(db, kind, 1)).toBe('100');
  });

  it('keeps an unsent mark of this member over a delta that says otherwise', async () => {
    await listed();
    await writeIntent(db, patronageVotes, 1, 2, { voted: true });
    await storeDelta(db, patronageVotes, 1, [change(2, false)], nextWatermark(), '120');
    expect(await record(2)).toMatchObject({ voted: true, serverVoted: false });
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps an acknowledged mark when the delta was read before it and stored after', async () => {
    await listed();
    await writeIntent(db, patronageVotes, 1, 2, { voted: true });
    // The delta is read on the server before the mark is applied...
    const stale = { items: [change(2, false)], watermark: nextWatermark() };
    // ...the mark is sent and acknowledged...
    await sendAll();
    expect(await record(2)).toMatchObject({ voted: true, serverVoted: true });
    // ...and only then is the delta stored: the acknowledgement is newer.
    await storeDelta(db, patronageVotes, 1, stale.items, stale.watermark, '120');
    expect(await record(2)).toMatchObject({ voted: true, serverVoted: true });
  });

  it('keeps a mark acknowledged while the delta is being stored', async () => {
    await listed();
    await writeIntent(db, patronageVotes, 1, 2, { voted: true });
    const stale = { items: [change(2, false)], watermark: nextWatermark() };
    const settle = beforeFirstTransaction(db, sendAll);
    await storeDelta(db, patronageVotes, 1, stale.items, stale.watermark, '120');
    expect(settle.ran()).toBe(true);
    expect(await record(2)).toMatchObject({ voted: true, serverVoted: true });
  });

  it('drops a delta read before the newest whole list: it would bring back a voter that list removed', async () => {
    await listed();
    const older = { items: [change(3, true)], watermark: nextWatermark() };
    // Voter 3 left the list; the whole list that says so is stored first.
    const newer = nextWatermark();
    await storeDownload(db, patronageVotes, 1, [voter(1, false), voter(2, false)], newer);
    await noteCursor(db, kind, 1, '130', newer);
    expect(await storeDelta(db, patronageVotes, 1, older.items, older.watermark, '120')).toBe('older');
    expect(await record(3)).toBeUndefined();
    expect(await storedCursor(db, kind, 1)).toBe('130');
  });

  it('keeps the cursor of the newest answer when an older one is stored last', async () => {
    await listed();
    const older = nextWatermark();
    const newer = nextWatermark();
    await storeDelta(db, patronageVotes, 1, [change(1, true)], newer, '140');
    await storeDelta(db, patronageVotes, 1, [change(1, false)], older, '130');
    // The newer answer's value and cursor stand: the older one said nothing newer.
    expect(await record(1)).toMatchObject({ voted: true });
    expect(await db.meta.get(listCursorKey(kind, 1))).toEqual({ key: listCursorKey(kind, 1), value: { cursor: '140', watermark: newer } });
  });

  it('forgets the cursor of a whole list without a watermark: the next download is whole', async () => {
    await listed();
    await noteCursor(db, kind, 1, '150', null);
    expect(await storedCursor(db, kind, 1)).toBeNull();
  });
});
