import { gcm } from '@noble/ciphers/aes.js';
import { SEALED } from './sealed-fields';

const NONCE_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Thrown when a record with personal fields in clear is written while no key is in memory. */
export class DataLockedError extends Error {
  constructor(table: string) {
    super(`terren: the device's data is locked; ${table} cannot be written until the password is given`);
    this.name = 'DataLockedError';
  }
}

type Row = Record<string, unknown>;

/**
 * A copy of `record` with its `fields` (those present) replaced by one AES-GCM blob under `key`,
 * with a fresh random 96-bit nonce. `aad` (the table's name) binds the blob to its table. A record
 * carrying none of the fields (read while sealed and written back, e.g. an acknowledgement in the
 * service worker) is returned as it is, blob included.
 */
export function sealRecord(record: Row, fields: readonly string[], key: Uint8Array | null, aad: Uint8Array, table: string): Row {
  const clear: Row = {};
  let any = false;
  for (const field of fields) {
    if (field in record) {
      clear[field] = record[field];
      any = true;
    }
  }
  if (!any) return record;
  if (key === null) throw new DataLockedError(table);
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const sealed = gcm(key, nonce, aad).encrypt(encoder.encode(JSON.stringify(clear)));
  const blob = new Uint8Array(NONCE_BYTES + sealed.length);
  blob.set(nonce);
  blob.set(sealed, NONCE_BYTES);
  const out: Row = {};
  for (const [name, value] of Object.entries(record)) if (!(name in clear) && name !== SEALED) out[name] = value;
  out[SEALED] = blob;
  return out;
}

/**
 * The record with its sealed fields back in clear, or the record as stored (blob kept, personal
 * fields absent) when it cannot be opened: no key, another member's key, or damaged bytes.
 */
export function openRecord(record: unknown, key: Uint8Array | null, aad: Uint8Array): unknown {
  if (key === null || typeof record !== 'object' || record === null) return record;
  const stored = (record as Row)[SEALED];
  // Structured clone may hand back another realm's Uint8Array (tests on fake-indexeddb).
  if (!ArrayBuffer.isView(stored) || stored.byteLength <= NONCE_BYTES) return record;
  const blob = new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength);
  let clear: unknown;
  try {
    clear = JSON.parse(decoder.decode(gcm(key, blob.subarray(0, NONCE_BYTES), aad).decrypt(blob.subarray(NONCE_BYTES))));
  } catch {
    return record;
  }
  const out: Row = { ...(record as Row), ...(clear as Row) };
  delete out[SEALED];
  return out;
}
