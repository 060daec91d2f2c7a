import { VERIFIER_ITERATIONS } from '../../lib/password-verifier';
import type { TerrenDb } from '../database';
import { dataKeyKey } from '../meta-keys';
import { currentDataKey, dropDataKey, hasDataKey, setDataKey } from './data-key';

/**
 * The member's data key as the device keeps it: wrapped (AES-GCM) under a key derived from the
 * password with PBKDF2 and a salt of its own (not the app-lock verifier's), in the `meta` table.
 * A password change only wraps the same key again, so nothing stored has to be re-encrypted.
 */
export interface WrappedDataKey {
  salt: Uint8Array;
  iterations: number;
  nonce: Uint8Array;
  wrapped: Uint8Array;
}

const KEY_BYTES = 32;
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const MIN_ITERATIONS = 100_000;
const MAX_ITERATIONS = 5_000_000;

function isWrappedDataKey(value: unknown): value is WrappedDataKey {
  if (typeof value !== 'object' || value === null) return false;
  const { salt, iterations, nonce, wrapped } = value as Record<string, unknown>;
  return ArrayBuffer.isView(salt) && ArrayBuffer.isView(nonce) && ArrayBuffer.isView(wrapped) && typeof iterations === 'number';
}

/** A copy in this realm's Uint8Array over a fresh ArrayBuffer (what WebCrypto's types ask for). */
function bytes(view: ArrayBufferView): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
}

/** The key-wrapping key: non-extractable, used only to wrap and unwrap the data key. */
async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

const aadOf = (userId: number) => new TextEncoder().encode(`terren-data-key:${userId}`);

async function wrap(userId: number, key: Uint8Array, password: string, iterations: number): Promise<WrappedDataKey> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const kek = await passwordKey(password, salt, iterations);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData: aadOf(userId) }, kek, bytes(key)));
  return { salt, iterations, nonce, wrapped };
}

/** The data key, or null when the password is not the one it was wrapped with (GCM's tag says so). */
async function unwrap(userId: number, stored: WrappedDataKey, password: string): Promise<Uint8Array | null> {
  if (stored.iterations < MIN_ITERATIONS || stored.iterations > MAX_ITERATIONS) return null;
  try {
    const kek = await passwordKey(password, bytes(stored.salt), stored.iterations);
    const key = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes(stored.nonce), additionalData: aadOf(userId) }, kek, bytes(stored.wrapped));
    return key.byteLength === KEY_BYTES ? new Uint8Array(key) : null;
  } catch {
    return null;
  }
}

async function readWrapped(db: TerrenDb, userId: number): Promise<WrappedDataKey | null> {
  const row = await db.meta.get(dataKeyKey(userId));
  return isWrappedDataKey(row?.value) ? row.value : null;
}

export async function hasWrappedDataKey(db: TerrenDb, userId: number): Promise<boolean> {
  return (await readWrapped(db, userId)) !== null;
}

/** What establishDataKey found: the stored key opened, a first key made, or a stored key the password no longer opens replaced. */
export type EstablishedKey = 'opened' | 'made' | 'replaced';

/**
 * At sign-in (the server has just accepted `password`): the member's key from this device if the
 * password opens it (records and unsent changes kept from before stay readable), else a new random
 * key, wrapped and stored. Either way it is then in memory. 'replaced' (the password was changed
 * on another device): what was sealed under the old key cannot be read again.
 */
export async function establishDataKey(db: TerrenDb, userId: number, password: string, iterations = VERIFIER_ITERATIONS): Promise<EstablishedKey> {
  const stored = await readWrapped(db, userId);
  const existing = stored ? await unwrap(userId, stored, password) : null;
  if (existing) {
    setDataKey(userId, existing);
    return 'opened';
  }
  const key = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  await db.meta.put({ key: dataKeyKey(userId), value: await wrap(userId, key, password, iterations) });
  setDataKey(userId, key);
  return stored ? 'replaced' : 'made';
}

/**
 * The lock screen, once the app-lock verifier accepted `password`: unwraps the key into memory.
 * A member signed in before keys existed has none yet: one is made now (their records from before
 * are in clear and get sealed as they are written again). False when the password does not open it.
 */
export async function unlockDataKey(db: TerrenDb, userId: number, password: string, iterations = VERIFIER_ITERATIONS): Promise<boolean> {
  const stored = await readWrapped(db, userId);
  if (!stored) {
    await establishDataKey(db, userId, password, iterations);
    return true;
  }
  const key = await unwrap(userId, stored, password);
  if (!key) return false;
  setDataKey(userId, key);
  return true;
}

/** After a password change: the key in memory wrapped again under the new password (new salt). */
export async function rewrapDataKey(db: TerrenDb, userId: number, newPassword: string, iterations = VERIFIER_ITERATIONS): Promise<void> {
  const key = hasDataKey(userId) ? currentDataKey() : null;
  // No key in memory (cannot happen on an unlocked screen): the next sign-in makes one.
  if (!key) return;
  await db.meta.put({ key: dataKeyKey(userId), value: await wrap(userId, key, newPassword, iterations) });
}

/**
 * Sign-out: the key leaves memory. The wrapped key stays only while the member's unsent changes do
 * (they are sealed under it and leave when the same member signs in again with the same password).
 */
export async function forgetDataKey(db: TerrenDb, userId: number): Promise<void> {
  dropDataKey();
  if ((await db.outbox.where('userId').equals(userId).count()) === 0) await db.meta.delete(dataKeyKey(userId));
}
