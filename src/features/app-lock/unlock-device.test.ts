import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropDataKey, hasDataKey } from '../../db/at-rest/data-key';
import { establishDataKey, hasWrappedDataKey } from '../../db/at-rest/key-store';
import { db } from '../../db/database';
import { saveLockVerifier } from '../../db/lock-verifier';
import { appLockKey, dataKeyKey } from '../../db/meta-keys';
import { unlockDevice } from './unlock-device';

// The app's own 600,000 rounds: unlockDevice takes no round count, and the point is which
// derivations it runs.
const USER = 41;

beforeEach(() => dropDataKey());
afterEach(async () => {
  await db.meta.bulkDelete([appLockKey(USER), dataKeyKey(USER)]);
});

describe('unlocking the device', () => {
  it('opens with the wrapped key alone: no verifier and no server needed', async () => {
    await establishDataKey(db, USER, 'demo');
    dropDataKey();
    // No verifier is stored: before, this went to the server (and, offline, failed).
    expect(await unlockDevice(USER, 'demo')).toBe('unlocked');
    expect(hasDataKey(USER)).toBe(true);
  });

  it('refuses a wrong password and keeps no key in memory', async () => {
    await Promise.all([establishDataKey(db, USER, 'demo'), saveLockVerifier(USER, 'demo')]);
    dropDataKey();
    expect(await unlockDevice(USER, 'demO')).toBe('wrong');
    expect(hasDataKey(USER)).toBe(false);
  });

  it('with only a verifier (signed in before keys existed), checks it and makes the key', async () => {
    await saveLockVerifier(USER, 'demo');
    expect(await unlockDevice(USER, 'demo')).toBe('unlocked');
    expect(hasDataKey(USER)).toBe(true);
    expect(await hasWrappedDataKey(db, USER)).toBe(true);
    dropDataKey();
    expect(await unlockDevice(USER, 'wrong')).toBe('wrong');
  });
});
