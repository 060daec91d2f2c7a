import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TerrenDb } from '../database';
import { dataKeyKey } from '../meta-keys';
import { currentDataKey, dropDataKey, hasDataKey } from './data-key';
import { establishDataKey, forgetDataKey, rewrapDataKey, unlockDataKey } from './key-store';

// Fewer rounds than the app's 600,000 keep the test quick; the code path is the same.
const ROUNDS = 100_000;
const USER = 4;
let db: TerrenDb;

beforeEach(async () => {
  db = new TerrenDb(`key-store-${Math.random()}`);
  await db.open();
  dropDataKey();
});

afterEach(async () => {
  await db.delete();
});

describe('the data key', () => {
  it('is made at sign-in, stored only wrapped, and opened again by the same password', async () => {
    await establishDataKey(db, USER, 'demo-pass', ROUNDS);
    const key = new Uint8Array(currentDataKey() ?? []);
    expect(key).toHaveLength(32);
    const hex = (bytes: ArrayBufferView) => Array.from(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), (b) => b.toString(16).padStart(2, '0')).join('');
    const stored = JSON.stringify((await db.meta.get(dataKeyKey(USER)))?.value, (_k, v: unknown) => (ArrayBuffer.isView(v) ? hex(v) : v));
    expect(stored).not.toContain(hex(key));

    dropDataKey();
    expect(hasDataKey(USER)).toBe(false);
    expect(await unlockDataKey(db, USER, 'demo-pass', ROUNDS)).toBe(true);
    expect(currentDataKey()).toEqual(key);
  });

  it('a wrong password does not unwrap it', async () => {
    await establishDataKey(db, USER, 'demo-pass', ROUNDS);
    dropDataKey();
    expect(await unlockDataKey(db, USER, 'demo-pas', ROUNDS)).toBe(false);
    expect(currentDataKey()).toBeNull();
  });

  it('has a salt of its own, not the app-lock verifier’s', async () => {
    await establishDataKey(db, USER, 'demo-pass', ROUNDS);
    const first = (await db.meta.get(dataKeyKey(USER)))?.value as { salt: Uint8Array };
    expect(first.salt).toHaveLength(16);
    // A later sign-in with the same password keeps the key (sealed records stay readable).
    const key = new Uint8Array(currentDataKey() ?? []);
    dropDataKey();
    await establishDataKey(db, USER, 'demo-pass', ROUNDS);
    expect(currentDataKey()).toEqual(key);
  });

  it('a password change wraps the same key again; the old password no longer opens it', async () => {
    await establishDataKey(db, USER, 'old-pass', ROUNDS);
    const key = new Uint8Array(currentDataKey() ?? []);
    await rewrapDataKey(db, USER, 'new-pass', ROUNDS);
    dropDataKey();
    expect(await unlockDataKey(db, USER, 'old-pass', ROUNDS)).toBe(false);
    expect(await unlockDataKey(db, USER, 'new-pass', ROUNDS)).toBe(true);
    expect(currentDataKey()).toEqual(key);
  });

  it('a sign-in whose password does not open the stored key (changed elsewhere) makes a new one', async () => {
    await establishDataKey(db, USER, 'old-pass', ROUNDS);
    const old = new Uint8Array(currentDataKey() ?? []);
    dropDataKey();
    await establishDataKey(db, USER, 'changed-elsewhere', ROUNDS);
    expect(currentDataKey()).not.toEqual(old);
  });

  it('sign-out drops it and removes the wrapped key unless unsent changes still need it', async () => {
    await establishDataKey(db, USER, 'demo-pass', ROUNDS);
    await db.outbox.put({ key: 'patronaged:1', kind: 'patronaged', userId: USER, desired: { value: { phone: '069' } }, version: 1, state: 'pending', attempts: 0, nextAttemptAt: 1, lastError: null, createdAt: 1, updatedAt: 1, sentVersion: null });
    await forgetDataKey(db, USER);
    expect(currentDataKey()).toBeNull();
    expect(await db.meta.get(dataKeyKey(USER))).toBeDefined();

    await db.outbox.clear();
    await forgetDataKey(db, USER);
    expect(await db.meta.get(dataKeyKey(USER))).toBeUndefined();
  });
});
