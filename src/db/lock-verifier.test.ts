import { beforeEach, describe, expect, it } from 'vitest';
import { checkPassword, deriveVerifier, VERIFIER_ITERATIONS } from '../lib/password-verifier';
import { db } from './database';
import { readLockVerifier, saveLockVerifier } from './lock-verifier';
import { appLockKey } from './meta-keys';

const USER = 7;
/** What devices stored before the verifier moved to 600,000 rounds. */
const OLDER_ROUNDS = 310_000;

beforeEach(async () => {
  await db.meta.clear();
});

describe('the app lock verifier on the device', () => {
  it('stores today’s round count (at least 600,000) with the verifier it makes at sign-in', async () => {
    await saveLockVerifier(USER, 'demo');
    const stored = await readLockVerifier(USER);
    expect(VERIFIER_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(stored?.iterations).toBe(VERIFIER_ITERATIONS);
    expect(stored && (await checkPassword('demo', stored))).toBe(true);
  });

  it('still unlocks with a verifier stored at 310,000 rounds, and the next sign-in replaces it', async () => {
    await db.meta.put({ key: appLockKey(USER), value: await deriveVerifier('demo', OLDER_ROUNDS) });
    const older = await readLockVerifier(USER);
    expect(older?.iterations).toBe(OLDER_ROUNDS);
    expect(older && (await checkPassword('demo', older))).toBe(true);
    expect(older && (await checkPassword('demo-jo', older))).toBe(false);

    await saveLockVerifier(USER, 'demo');
    const renewed = await readLockVerifier(USER);
    expect(renewed?.iterations).toBe(VERIFIER_ITERATIONS);
    expect(renewed?.salt).not.toBe(older?.salt);
    expect(renewed && (await checkPassword('demo', renewed))).toBe(true);
  });
});
