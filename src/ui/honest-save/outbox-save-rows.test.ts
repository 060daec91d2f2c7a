import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setIntent } from '../../collections/collection-write';
import { myInfo } from '../../collections/profile';
import { db } from '../../db/database';
import { recordOutboxKeys } from '../../sync/adapters/outbox-write';
import { ME, type MyInfoValue } from '../../sync/kinds/profile-kinds';
import { rowsLeft, watchWrittenRows } from './outbox-save-rows';
import type { SaveRowsState } from './save-rows';

const USER = 7;
const NONE: MyInfoValue = { phone: null, email: null };
const PHONE: MyInfoValue = { phone: '0695551234', email: null };

/** A save as the screens make it: the keys recorded around the write, then the rows it left. */
async function save(info: MyInfoValue) {
  const keys = new Set<string>();
  const stop = recordOutboxKeys((key) => keys.add(key));
  try {
    await setIntent(db, myInfo, USER, ME, { value: info, base: null });
  } finally {
    stop();
  }
  return rowsLeft(db, [...keys]);
}

/** The states the watch reports, as they come. */
function follow(written: Awaited<ReturnType<typeof save>>) {
  const states: SaveRowsState[] = [];
  const stop = watchWrittenRows(db, written)((state) => states.push(state));
  return { states, stop, last: () => states.at(-1) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(async () => {
  await db.myInfo.put({ userId: USER, key: ME, info: NONE, serverInfo: NONE });
});
afterEach(async () => {
  await db.myInfo.clear();
  await db.outbox.clear();
});

describe('a save’s outbox rows', () => {
  it('wait while the row is there, and are confirmed once it is acknowledged (deleted)', async () => {
    const written = await save(PHONE);
    expect(written).toHaveLength(1);
    const watch = follow(written);
    await settle();
    expect(watch.last()).toEqual({ kind: 'waiting' });
    await db.outbox.delete(written[0]?.key ?? '');
    await settle();
    expect(watch.last()).toEqual({ kind: 'confirmed' });
    watch.stop();
  });

  it('are refused with the server’s text when the row needs attention', async () => {
    const written = await save(PHONE);
    const watch = follow(written);
    await db.outbox.update(written[0]?.key ?? '', { state: 'attention', lastError: 'Numri i telefonit nuk është i vlefshëm!' });
    await settle();
    expect(watch.last()).toEqual({ kind: 'refused', reason: 'Numri i telefonit nuk është i vlefshëm!' });
    watch.stop();
  });

  it('saving the same change again while it waits still waits (the row is folded, not new)', async () => {
    await save(PHONE);
    const again = await save(PHONE);
    expect(again).toHaveLength(1);
    const watch = follow(again);
    await settle();
    expect(watch.last()).toEqual({ kind: 'waiting' });
    watch.stop();
  });

  it('a save back to the server’s value leaves nothing to send: confirmed', async () => {
    const written = await save(NONE);
    expect(written).toEqual([]);
    const watch = follow(written);
    await settle();
    expect(watch.last()).toEqual({ kind: 'confirmed' });
    watch.stop();
  });
});
