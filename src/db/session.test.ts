import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './database';
import { META_KEYS } from './meta-keys';
import { countUnsent, recordSignIn, recordSignOut } from './session';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (key: string, userId: number, state: 'pending' | 'attention' = 'pending') => ({
  key,
  kind: 'vote:observer',
  userId,
  desired: { voted: true, observer_id: 1 },
  version: 1,
  state,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: 0,
  updatedAt: 0,
  sentVersion: null,
});

describe('session', () => {
  it('sign-in stores the token and clears an earlier refusal; sign-out forgets only the token', async () => {
    await db.session.put({ userId: 1, token: null, signedInAt: 0, authRejectedAt: 5 });
    await db.outbox.bulkPut([row('vote:observer:1', 1), row('vote:observer:2', 1, 'attention'), row('vote:observer:3', 2)]);

    await recordSignIn({ userId: 1, token: 'abc' });
    expect(await db.session.get(1)).toMatchObject({ token: 'abc', authRejectedAt: null });
    expect(await countUnsent(1)).toBe(2);

    await recordSignOut(1);
    expect(await db.session.get(1)).toMatchObject({ token: null });
    expect(await db.outbox.count()).toBe(3);
    expect(await countUnsent(1)).toBe(2);
    expect(await countUnsent(2)).toBe(1);
  });

  it('asks for persistent storage after sign-in and remembers the answer', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { ...globalThis.navigator, storage: { persist } });
    await recordSignIn({ userId: 1, token: 'abc' });
    await vi.waitFor(async () => expect((await db.meta.get(META_KEYS.storagePersisted))?.value).toBe(true));
    expect(persist).toHaveBeenCalledOnce();
  });
});
