import { describe, expect, it } from 'vitest';
import { LEGACY_DEMO_HASH } from '../test/legacy-password-hash';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';

const CURRENT = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('password hashing', () => {
  it('hashes with argon2id at OWASP strength (19 MiB, 2 passes, 1 lane) as a PHC string', async () => {
    const hash = await hashPassword('demo');
    expect(hash).toMatch(CURRENT);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('demo', hash)).toBe(true);
    expect(await verifyPassword('Demo', hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('demo')).not.toBe(await hashPassword('demo'));
  });

  it('still verifies a scrypt hash stored before argon2id, and asks for it to be upgraded', async () => {
    expect(await verifyPassword('demo', LEGACY_DEMO_HASH)).toBe(true);
    expect(await verifyPassword('demo2', LEGACY_DEMO_HASH)).toBe(false);
    expect(needsRehash(LEGACY_DEMO_HASH)).toBe(true);
  });

  it('asks to upgrade an argon2 hash made with other parameters', () => {
    const weaker = '$argon2id$v=19$m=4096,t=3,p=1$lqMj1Unb00QWaewF69u35g$Szq5DM+4elfGWv9ETQBNuMDoDj+KjfbM5H/GpaM0EaU';
    expect(needsRehash(weaker)).toBe(true);
  });

  it('checks unknown accounts against an argon2id dummy of the same parameters', async () => {
    expect(await dummyPasswordHash()).toMatch(CURRENT);
    expect(await verifyPassword('demo', undefined)).toBe(false);
  });

  it('never verifies a disabled, malformed or out-of-bounds hash', async () => {
    const hugeMemory = '$argon2id$v=19$m=4194304,t=2,p=1$lqMj1Unb00QWaewF69u35g$Szq5DM+4elfGWv9ETQBNuMDoDj+KjfbM5H/GpaM0EaU';
    const argon2i = '$argon2i$v=19$m=19456,t=2,p=1$lqMj1Unb00QWaewF69u35g$Szq5DM+4elfGWv9ETQBNuMDoDj+KjfbM5H/GpaM0EaU';
    for (const stored of ['!', '', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$c2FsdA==$', 'scrypt$1000$8$1$c2FsdA==$c2FsdA==', '$argon2id$garbage', hugeMemory, argon2i]) {
      expect(await verifyPassword('demo', stored), stored).toBe(false);
    }
  });
});
