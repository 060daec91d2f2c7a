import type { Page } from '@playwright/test';
import { DEFAULT_UNLOCK_PASSWORD } from './auto-unlock';

/**
 * One object store of the device's IndexedDB with its sealed fields opened, as the app reads it.
 * Done here with WebCrypto from the password, apart from the app's code (which keeps its key in
 * module memory): the signed-in member's wrapped key from `meta` (`dataKey:<id>`) is unwrapped
 * with PBKDF2, and each record's `_sealed` blob (12-byte nonce, AES-GCM, the store's name as
 * associated data) is decrypted and merged back.
 */
export async function readOpenedStore(page: Page, store: string, password = DEFAULT_UNLOCK_PASSWORD): Promise<unknown[]> {
  return page.evaluate(
    async ({ name, secret }) => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
        });
      const idb = await request(indexedDB.open('terren'));
      const userId = (JSON.parse(localStorage.getItem('authUser') ?? '{}') as { user?: { id?: number } }).user?.id;
      const read = (storeName: string, key?: IDBValidKey) => {
        const objects = idb.transaction(storeName, 'readonly').objectStore(storeName);
        return key === undefined ? request(objects.getAll()) : request(objects.get(key)).then((row: unknown) => [row]);
      };
      const [metaRow] = (await read('meta', `dataKey:${userId}`)) as ({ value: { salt: Uint8Array<ArrayBuffer>; iterations: number; nonce: Uint8Array<ArrayBuffer>; wrapped: Uint8Array<ArrayBuffer> } } | undefined)[];
      const rows = (await read(name)) as Record<string, unknown>[];
      idb.close();
      if (!metaRow) return rows;
      const wrapped = metaRow.value;
      const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveKey']);
      const kek = await crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: wrapped.salt, iterations: wrapped.iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['decrypt']);
      const raw = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: wrapped.nonce, additionalData: new TextEncoder().encode(`terren-data-key:${userId}`) }, kek, wrapped.wrapped);
      const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
      const aad = new TextEncoder().encode(name);
      return Promise.all(
        rows.map(async (row) => {
          const blob = row._sealed;
          if (!(blob instanceof Uint8Array)) return row;
          const bytes = new Uint8Array(blob);
          try {
            const clear = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: aad }, key, bytes.subarray(12));
            const opened: Record<string, unknown> = { ...row, ...(JSON.parse(new TextDecoder().decode(clear)) as Record<string, unknown>) };
            delete opened._sealed;
            return opened;
          } catch {
            return row;
          }
        }),
      );
    },
    { name: store, secret: password },
  );
}
