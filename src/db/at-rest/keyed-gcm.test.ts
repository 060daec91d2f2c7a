import { gcm } from '@noble/ciphers/aes.js';
import { describe, expect, it } from 'vitest';
import { KeyedGcm } from './keyed-gcm';

const key = crypto.getRandomValues(new Uint8Array(32));
const aad = new TextEncoder().encode('observerVoters');
const sizes = [0, 1, 15, 16, 17, 31, 32, 100, 1000];

describe('KeyedGcm is standard AES-256-GCM', () => {
  it('encrypts as noble’s gcm does, byte for byte, and opens what it seals', () => {
    const keyed = new KeyedGcm(key);
    for (const size of sizes) {
      const plaintext = crypto.getRandomValues(new Uint8Array(size));
      const nonce = crypto.getRandomValues(new Uint8Array(12));
      const sealed = keyed.encrypt(nonce, aad, plaintext);
      expect(sealed).toEqual(gcm(key, nonce, aad).encrypt(plaintext));
      expect(keyed.decrypt(nonce, aad, sealed)).toEqual(plaintext);
      expect(gcm(key, nonce, aad).decrypt(sealed)).toEqual(plaintext);
    }
  });

  it('opens what WebCrypto seals', async () => {
    const keyed = new KeyedGcm(key);
    const webKey = await crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, ['encrypt']);
    for (const size of sizes) {
      const plaintext = crypto.getRandomValues(new Uint8Array(size));
      const nonce = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData: aad }, webKey, plaintext));
      expect(keyed.decrypt(nonce, aad, sealed)).toEqual(plaintext);
    }
  });

  it('refuses a changed byte, another table’s name, another nonce or another key', () => {
    const keyed = new KeyedGcm(key);
    const nonce = crypto.getRandomValues(new Uint8Array(12));
    const sealed = keyed.encrypt(nonce, aad, new TextEncoder().encode('{"name":"Arben"}'));
    const changed = sealed.slice();
    changed[3] = (changed[3] ?? 0) ^ 1;
    expect(keyed.decrypt(nonce, aad, changed)).toBeNull();
    expect(keyed.decrypt(nonce, new TextEncoder().encode('outbox'), sealed)).toBeNull();
    expect(keyed.decrypt(crypto.getRandomValues(new Uint8Array(12)), aad, sealed)).toBeNull();
    expect(new KeyedGcm(crypto.getRandomValues(new Uint8Array(32))).decrypt(nonce, aad, sealed)).toBeNull();
  });
});
