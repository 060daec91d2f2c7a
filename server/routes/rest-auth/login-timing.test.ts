import type { BinaryLike, ScryptOptions } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../http/messages';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createMember } from '../../seed/seed-accounts';
import { useTestApp } from '../../test/use-test-app';

// Count scrypt runs (and nothing else changes): a sign-in that skipped the hash for an unknown or
// disabled account would answer several times faster and tell an attacker which accounts exist.
const scryptRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  // The app always calls the five-argument form (with options).
  const scrypt = (...args: [BinaryLike, BinaryLike, number, ScryptOptions, (error: Error | null, key: Buffer) => void]): void => {
    scryptRuns.count += 1;
    crypto.scrypt(...args);
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

describe('sign-in does the same hashing work whether or not the account exists', () => {
  const t = useTestApp({ voters: 50 });

  async function scryptsFor(username: string, password: string, status: number): Promise<number> {
    const before = scryptRuns.count;
    const response = await t.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { username, password } });
    expect(response.statusCode, username).toBe(status);
    if (status === 400) expect(response.json()).toEqual({ Error: messages.wrongCredentials });
    return scryptRuns.count - before;
  }

  it('runs scrypt exactly once for a right password, a wrong one, an unknown name and a disabled account', async () => {
    // An account that cannot sign in (password hash '!').
    await createMember(t.db, { username: 'pa-fjalekalim', name: 'Pa', surname: 'Fjalëkalim' });
    // The dummy hash is made when the routes start, not on the first unknown name.
    await scryptsFor('askush', 'x', 400);

    expect(await scryptsFor('admin', DEMO_PASSWORD, 200)).toBe(1);
    expect(await scryptsFor('admin', 'wrong', 400)).toBe(1);
    expect(await scryptsFor('nuk-ekziston', 'wrong', 400)).toBe(1);
    expect(await scryptsFor('pa-fjalekalim', 'wrong', 400)).toBe(1);
  });
});
