/**
 * The app lock checks the member's password with no connection, so the device must keep something
 * to check it against. It keeps a slow, salted PBKDF2 hash (never the password): someone who copies
 * the device's storage still has to guess the password at 600,000 SHA-256 rounds per guess. The
 * round count is stored with each verifier, so one made with fewer rounds still unlocks until the
 * next online sign-in replaces it.
 */
export interface PasswordVerifier {
  /** Base64 of 16 random bytes. */
  salt: string;
  /** PBKDF2 rounds this verifier was made with (older ones: 310,000). */
  iterations: number;
  /** Base64 of the 256-bit PBKDF2-SHA-256 output. */
  hash: string;
}

/** OWASP's figure for PBKDF2-HMAC-SHA-256 (Password Storage Cheat Sheet, 2023 onwards). */
export const VERIFIER_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
// A stored verifier outside this range was not written by us: refuse it rather than spend minutes
// (or no time at all) hashing.
const MIN_ITERATIONS = 100_000;
const MAX_ITERATIONS = 5_000_000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** A fresh verifier of `password` with a new random salt (`iterations` other than today's: benchmarks and tests of older verifiers). */
export async function deriveVerifier(password: string, iterations = VERIFIER_ITERATIONS): Promise<PasswordVerifier> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { salt: toBase64(salt), iterations, hash: toBase64(await pbkdf2(password, salt, iterations)) };
}

/** Compares every byte whatever the first difference, so the time taken says nothing about the hash. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Whether a stored value looks like a verifier we wrote (the storage is not trusted to be ours). */
export function isPasswordVerifier(value: unknown): value is PasswordVerifier {
  if (typeof value !== 'object' || value === null) return false;
  const { salt, iterations, hash } = value as Record<string, unknown>;
  return typeof salt === 'string' && typeof hash === 'string' && typeof iterations === 'number' && Number.isInteger(iterations);
}

/** True when `password` is the one the verifier was made from. */
export async function checkPassword(password: string, verifier: PasswordVerifier): Promise<boolean> {
  if (verifier.iterations < MIN_ITERATIONS || verifier.iterations > MAX_ITERATIONS) return false;
  const salt = fromBase64(verifier.salt);
  const expected = fromBase64(verifier.hash);
  if (!salt || !expected || salt.length === 0 || expected.length !== HASH_BITS / 8) return false;
  return constantTimeEqual(await pbkdf2(password, salt, verifier.iterations), expected);
}
