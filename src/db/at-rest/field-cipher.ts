import { onDataKeyChange } from './data-key';
import { KeyedGcm } from './keyed-gcm';
import { SEALED } from './sealed-fields';

const NONCE_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

// The key's AES schedule and GHASH table, made once per key and forgotten with it.
let prepared: { key: Uint8Array; gcm: KeyedGcm } | null = null;
onDataKeyChange(() => {
  prepared?.gcm.destroy();
  prepared = null;
});

// Random nonces drawn 4,096 at a time: one getRandomValues call per record was a visible part of
// storing a 10,000-voter list. Each is used once.
const NONCE_POOL = 4096;
let nonces = new Uint8Array(0);
let nonceAt = 0;
function nextNonce(): Uint8Array {
  if (nonceAt + NONCE_BYTES > nonces.length) {
    nonces = crypto.getRandomValues(new Uint8Array(NONCE_POOL * NONCE_BYTES));
    nonceAt = 0;
  }
  const nonce = nonces.subarray(nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

function gcmFor(key: Uint8Array): KeyedGcm {
  if (prepared?.key !== key) {
    prepared?.gcm.destroy();
    prepared = { key, gcm: new KeyedGcm(key) };
  }
  return prepared.gcm;
}

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
  const nonce = nextNonce();
  const sealed = gcmFor(key).encrypt(nonce, aad, encoder.encode(JSON.stringify(clear)));
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
    const opened = gcmFor(key).decrypt(blob.subarray(0, NONCE_BYTES), aad, blob.subarray(NONCE_BYTES));
    if (!opened) return record;
    clear = JSON.parse(decoder.decode(opened));
  } catch {
    return record;
  }
  const out: Row = { ...(record as Row), ...(clear as Row) };
  delete out[SEALED];
  return out;
}
