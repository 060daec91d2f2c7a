import type { BinaryLike, ScryptOptions } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { members } from '../../db/schema';
import { messages } from '../../http/messages';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createMember } from '../../seed/seed-accounts';
import { LEGACY_DEMO_HASH } from '../../test/legacy-password-hash';
import { useTestApp } from '../../test/use-test-app';

// Count the hash runs (and nothing else changes): a sign-in that skipped the hash for an unknown or
// disabled account would answer several times faster and tell an attacker which accounts exist.
const runs = vi.hoisted(() => ({ argon2Verify: 0, argon2Hash: 0, scrypt: 0, verifiedAgainst: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  const verify: typeof argon2.verify = (hashed, ...rest) => {
    runs.argon2Verify += 1;
    runs.verifiedAgainst.push(String(hashed));
    return argon2.verify(hashed, ...rest);
  };
  const hash: typeof argon2.hash = (...args) => {
    runs.argon2Hash += 1;
    return argon2.hash(...args);
  };
  return { ...argon2, default: { ...argon2, verify, hash }, verify, hash };
});
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  // The app always calls the five-argument form (with options).
  const scrypt = (...args: [BinaryLike, BinaryLike, number, ScryptOptions, (error: Error | null, key: Buffer) => void]): void => {
    runs.scrypt += 1;
    crypto.scrypt(...args);
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

interface Work {
  argon2Verify: number;
  argon2Hash: number;
  scrypt: number;
}

describe('sign-in does the same hashing work whether or not the account exists', () => {
  const t = useTestApp({ voters: 50 });

  async function workFor(username: string, password: string, status: number): Promise<Work> {
    const before = { ...runs };
    const response = await t.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { username, password } });
    expect(response.statusCode, username).toBe(status);
    if (status === 400) expect(response.json()).toEqual({ Error: messages.wrongCredentials });
    return { argon2Verify: runs.argon2Verify - before.argon2Verify, argon2Hash: runs.argon2Hash - before.argon2Hash, scrypt: runs.scrypt - before.scrypt };
  }
  const oneArgon2Check: Work = { argon2Verify: 1, argon2Hash: 0, scrypt: 0 };

  it('runs argon2id exactly once for a right password, a wrong one, an unknown name and a disabled account', async () => {
    // An account that cannot sign in (password hash '!').
    await createMember(t.db, { username: 'pa-fjalekalim', name: 'Pa', surname: 'Fjalëkalim' });
    // The dummy hash is made when the routes start, not on the first unknown name.
    await workFor('askush', 'x', 400);

    expect(await workFor('admin', DEMO_PASSWORD, 200)).toEqual(oneArgon2Check);
    expect(await workFor('admin', 'wrong', 400)).toEqual(oneArgon2Check);
    expect(await workFor('nuk-ekziston', 'wrong', 400)).toEqual(oneArgon2Check);
    expect(await workFor('pa-fjalekalim', 'wrong', 400)).toEqual(oneArgon2Check);
  });

  it('checks an unknown name against a dummy hash of the current argon2id parameters', async () => {
    const seen = runs.verifiedAgainst.length;
    await workFor('nuk-ekziston-2', 'wrong', 400);
    expect(runs.verifiedAgainst.slice(seen)).toEqual([expect.stringMatching(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)]);
  });

  it('an account still on the old scrypt hash costs one scrypt, plus one argon2id hash once it signs in', async () => {
    await createMember(t.db, { username: 'i-vjeter', passwordHash: LEGACY_DEMO_HASH, name: 'I', surname: 'Vjetër' });
    expect(await workFor('i-vjeter', 'wrong', 400)).toEqual({ argon2Verify: 0, argon2Hash: 0, scrypt: 1 });
    expect(await workFor('i-vjeter', DEMO_PASSWORD, 200)).toEqual({ argon2Verify: 0, argon2Hash: 1, scrypt: 1 });
    const [row] = await t.db.select({ hash: members.passwordHash }).from(members).where(eq(members.username, 'i-vjeter'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(await workFor('i-vjeter', DEMO_PASSWORD, 200)).toEqual(oneArgon2Check);
  });
});
