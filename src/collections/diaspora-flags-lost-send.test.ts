import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DiasporaStatus } from '../contract/diaspora-reference-edit';
import { TerrenDb } from '../db/database';
import { DexieOutboxStore } from '../sync/adapters/dexie-store';
import type { DiasporaStatusDesired } from '../sync/kinds/diaspora-kinds';
import { nextWatermark } from '../sync/testing/test-watermark';
import { storeDownload } from './collection-download';
import { setIntent } from './collection-write';
import { diasporaStatuses } from './diaspora-statuses';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';
import { diasporaItem } from './testing/model-server';

/**
 * Found by collections.property.test.ts: a flag change whose request never reached the server
 * (no answer, not applied), then another change of the same reference's flags. changeBase takes
 * the first change as landed ("a change already handed to the transport is assumed to land"), so
 * the second request carries only the flags changed since the first one: the first change is
 * never applied. And when the second change asks for the same flags, changedFlags sees "back to
 * the base" and sends all three, writing over another coordinator's flag.
 */
let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`diaspora-flags-lost-send-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const flags = (per_registered: boolean, envelope_received: boolean, voted: boolean): DiasporaStatus => ({ per_registered, envelope_received, voted });
const mark = (value: DiasporaStatus): Promise<void> => setIntent(db, diasporaStatuses, 1, '21', { value, base: null } satisfies DiasporaStatusDesired);

/** The flags server: the first request is lost on the way (not applied), the rest are applied and answered whole. */
function server(onServer: DiasporaStatus) {
  let lose = true;
  const bodies: unknown[] = [];
  const answer = (request: SeenRequest): Response | null => {
    bodies.push(request.body);
    if (lose) {
      lose = false;
      return null;
    }
    Object.assign(onServer, request.body);
    return json(200, diasporaItem(21, onServer));
  };
  return { answer, bodies };
}

async function drain(answer: (request: SeenRequest) => Response | null): Promise<void> {
  await new DexieOutboxStore(db).expedite([1], Date.now());
  const { engine } = collectionEngine(db, answer);
  await engine.sync();
  await engine.stop();
}

describe('a flag change whose request was lost, then another change of the same flags', () => {
  it('still delivers the first change', async () => {
    const onServer = flags(true, false, false);
    await storeDownload(db, diasporaStatuses, 1, [diasporaItem(21, onServer)], nextWatermark());
    const { answer, bodies } = server(onServer);
    await mark(flags(false, false, false));
    await drain(answer);
    expect(onServer.per_registered).toBe(true);
    await mark(flags(false, false, true));
    await drain(answer);
    expect(bodies).toHaveLength(2);
    expect(onServer).toEqual(flags(false, false, true));
  });

  it('does not write over a flag another coordinator set meanwhile', async () => {
    const onServer = flags(true, false, false);
    await storeDownload(db, diasporaStatuses, 1, [diasporaItem(21, onServer)], nextWatermark());
    onServer.envelope_received = true;
    const { answer } = server(onServer);
    await mark(flags(false, false, false));
    await drain(answer);
    await mark(flags(false, false, false));
    await drain(answer);
    expect(onServer).toEqual(flags(false, true, false));
  });
});

/**
 * Found by collections.property.test.ts, with no fault at all: a list stored while a flag change
 * waits shows the change's whole value (the other flags as they were when it was made), and
 * turning that flag back makes the row's value equal its base: changedFlags then sends all three,
 * writing the stale ones over another coordinator's flag.
 */
describe('a flag turned on and off again around a refresh that brought another coordinator’s flag', () => {
  it('does not write over that flag', async () => {
    const onServer = flags(false, false, false);
    await storeDownload(db, diasporaStatuses, 1, [diasporaItem(21, onServer)], nextWatermark());
    onServer.per_registered = true;
    await mark(flags(false, false, true));
    await storeDownload(db, diasporaStatuses, 1, [diasporaItem(21, { ...onServer })], nextWatermark());
    const shown = (await db.diasporaStatuses.get([1, '21']))?.status ?? flags(false, false, true);
    await mark({ ...shown, voted: false });
    await drain((request) => {
      Object.assign(onServer, request.body);
      return json(200, diasporaItem(21, onServer));
    });
    expect(onServer).toEqual(flags(true, false, false));
  });
});

/**
 * Found by collections.property.test.ts, no fault needed: a list read before another coordinator
 * turned a flag off, stored after the member turned it on again (unsent), matches the member's
 * change: storeDownload drops the row (merge's dropRow) although the list is older than the
 * change, so the member's flag never reaches the server.
 */
describe('an unsent flag change and an older list that happens to match it', () => {
  it('keeps the change', async () => {
    const onServer = flags(false, false, true);
    await storeDownload(db, diasporaStatuses, 1, [diasporaItem(21, flags(false, false, false))], nextWatermark());
    const older = { items: [diasporaItem(21, { ...onServer })], watermark: nextWatermark() };
    onServer.voted = false;
    await mark(flags(false, false, true));
    await storeDownload(db, diasporaStatuses, 1, older.items, older.watermark);
    await drain((request) => {
      Object.assign(onServer, request.body);
      return json(200, diasporaItem(21, onServer));
    });
    expect(onServer.voted).toBe(true);
  });
});
