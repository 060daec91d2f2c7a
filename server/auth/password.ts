import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const DEFAULTS = { N: 16_384, r: 8, p: 1 } as const;

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes with scrypt and a fresh 16-byte salt. Format: `scrypt$N$r$p$saltB64$hashB64` (parameters travel with the hash). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, DEFAULTS);
  return ['scrypt', DEFAULTS.N, DEFAULTS.r, DEFAULTS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check. A malformed or disabled ('!') hash never verifies and never throws. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

// A real hash of a random password: checked against when the username does not exist, so a
// wrong username costs the same time as a wrong password and does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
}
