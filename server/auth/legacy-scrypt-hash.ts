import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The hashes stored before argon2id: `scrypt$N$r$p$saltB64$hashB64` (N=2^14, r=8, p=1). Only read,
 * never written: a member's one is replaced at their next successful sign-in (see needsRehash).
 */
export interface LegacyScryptHash {
  options: ScryptOptions;
  salt: Buffer;
  expected: Buffer;
}

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export function parseLegacyScryptHash(stored: string): LegacyScryptHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  // maxmem bounds what a tampered row can make the server allocate; scrypt refuses more.
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every((x) => Number.isInteger(x) && x > 0)) return undefined;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return undefined;
  return { options, salt: Buffer.from(saltB64, 'base64'), expected };
}

/** Throws when scrypt refuses the parameters (N not a power of two, over maxmem); the caller treats that as a broken hash. */
export async function verifyLegacyScrypt(password: string, hash: LegacyScryptHash): Promise<boolean> {
  const actual = await scryptAsync(password, hash.salt, hash.expected.length, hash.options);
  return timingSafeEqual(actual, hash.expected);
}
