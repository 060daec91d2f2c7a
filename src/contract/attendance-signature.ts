/**
 * The signatures of attendance codes (see task-attendance.ts), through WebCrypto so that the
 * server and a scanning device with no signal run the same check.
 */
import { attendanceMessage, parseAttendanceQr, type AttendanceCode, type AttendancePublicKey, type SignedFields } from './task-attendance';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Undefined for text that is not base64url. */
export function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

// Importing a key costs more than checking a signature: each key text is imported once.
const imported = new Map<string, Promise<CryptoKey | undefined>>();

function publicKeyOf(spki: string): Promise<CryptoKey | undefined> {
  let key = imported.get(spki);
  if (!key) {
    const der = base64urlToBytes(spki);
    key = der ? crypto.subtle.importKey('spki', der, ALGORITHM, false, ['verify']).catch(() => undefined) : Promise.resolve(undefined);
    imported.set(spki, key);
  }
  return key;
}

/**
 * The code in `text` when its signature verifies under the key it names, one of `keys` (the keys
 * not retired); undefined for anything else: malformed, cut short, forged, a member or task
 * changed after signing, an unknown or retired key.
 */
export async function verifyAttendanceCode(text: string, keys: readonly AttendancePublicKey[]): Promise<AttendanceCode | undefined> {
  const code = parseAttendanceQr(text);
  if (!code) return undefined;
  const entry = keys.find((k) => k.id === code.keyId);
  const key = entry && (await publicKeyOf(entry.public_key));
  const signature = base64urlToBytes(code.signature);
  if (!key || signature?.length !== 64) return undefined;
  const ok = await crypto.subtle.verify(SIGN, key, signature, new TextEncoder().encode(attendanceMessage(code)));
  return ok ? code : undefined;
}

/** The signature part of a code (the server's side, and tests). */
export async function signAttendance(privateKey: CryptoKey, fields: SignedFields): Promise<string> {
  const signature = await crypto.subtle.sign(SIGN, privateKey, new TextEncoder().encode(attendanceMessage(fields)));
  return bytesToBase64url(new Uint8Array(signature));
}

/** A new key pair as stored: the public key SPKI, the private key PKCS#8, both base64url. */
export async function generateAttendanceKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const [spki, pkcs8] = await Promise.all([crypto.subtle.exportKey('spki', pair.publicKey), crypto.subtle.exportKey('pkcs8', pair.privateKey)]);
  return { publicKey: bytesToBase64url(new Uint8Array(spki)), privateKey: bytesToBase64url(new Uint8Array(pkcs8)) };
}

export async function importSigningKey(pkcs8: string): Promise<CryptoKey> {
  const der = base64urlToBytes(pkcs8);
  if (!der) throw new Error('attendance signing key: not base64url');
  return crypto.subtle.importKey('pkcs8', der, ALGORITHM, false, ['sign']);
}
