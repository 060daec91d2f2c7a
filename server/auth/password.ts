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

// A real hash of a random password, made once per process (the login routes ask for it at start-up
// so the first unknown username does not pay for making it). Checked against whenever there is no
// usable hash — unknown username, disabled ('!') or malformed hash — so every failed sign-in costs
// one scrypt of the default parameters and the answer time does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
}

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  expected: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every((x) => Number.isInteger(x) && x > 0)) return undefined;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return undefined;
  return { options, salt: Buffer.from(saltB64, 'base64'), expected };
}

/**
 * Constant-time check. A malformed or disabled ('!') hash, or none at all (`undefined`: unknown
 * username), never verifies and never throws — but still runs scrypt against the dummy hash, so it
 * takes as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = stored === undefined ? undefined : parseHash(stored);
  const target = parsed ?? parseHash(await dummyPasswordHash());
  if (target === undefined) return false;
  try {
    const actual = await scryptAsync(password, target.salt, target.expected.length, target.options);
    return parsed !== undefined && timingSafeEqual(actual, target.expected);
  } catch {
    // Parameters scrypt refuses (N not a power of two, over maxmem): a broken hash, not a server error.
    return false;
  }
}
