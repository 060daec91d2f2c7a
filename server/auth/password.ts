import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { parseLegacyScryptHash, verifyLegacyScrypt } from './legacy-scrypt-hash';

// The numeric value of the package's `Algorithm.Argon2id`: its enum is `const`, which an
// isolated-modules build cannot read at run time.
const ARGON2ID: Algorithm = 2;

/** OWASP Password Storage Cheat Sheet, first choice: argon2id, 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The PHC string every hash made with today's options starts with; any other stored hash is upgraded.
const CURRENT_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}$`;

// A row someone tampered with must not make one sign-in take minutes or gigabytes: beyond these
// the hash is treated as broken (and the dummy is checked instead).
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_PASSES = 10;
const MAX_LANES = 4;

/** Hashes with argon2id and a fresh 16-byte salt, as a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when the stored hash was made with older parameters or algorithm: a sign-in that verifies it stores a new one. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

// A real hash of a random password, made once per process (the login routes ask for it at start-up
// so the first unknown username does not pay for making it). Checked against whenever there is no
// usable hash — unknown username, disabled ('!') or malformed hash — so every failed sign-in costs
// one argon2id of today's parameters and the answer time does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
}

type Check = (password: string) => Promise<boolean>;

function isUsableArgon2id(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    const { memoryCost, timeCost, parallelism } = parseOptions(stored);
    return memoryCost <= MAX_MEMORY_KIB && timeCost <= MAX_PASSES && parallelism <= MAX_LANES;
  } catch {
    return false;
  }
}

function checkAgainst(stored: string): Check | undefined {
  if (isUsableArgon2id(stored)) return (password) => verify(stored, password);
  const legacy = parseLegacyScryptHash(stored);
  return legacy && ((password) => verifyLegacyScrypt(password, legacy));
}

/**
 * Constant-time check (argon2id, or scrypt for a hash stored before it). A malformed or disabled
 * ('!') hash, or none at all (`undefined`: unknown username), never verifies and never throws —
 * but still runs argon2id against the dummy hash, so it takes as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const own = stored === undefined ? undefined : checkAgainst(stored);
  const check = own ?? checkAgainst(await dummyPasswordHash());
  if (check === undefined) return false;
  try {
    const valid = await check(password);
    return own !== undefined && valid;
  } catch {
    // Parameters the hash function refuses: a broken hash, not a server error.
    return false;
  }
}
