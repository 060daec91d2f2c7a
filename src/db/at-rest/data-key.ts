/**
 * The member's data key, in memory only: never written anywhere in clear. The sign-in and the lock
 * screen put it here after unwrapping it with the password (key-store.ts); the app lock and
 * sign-out drop it. A module variable, so each JavaScript realm has its own: the service worker
 * never receives one and works on sealed records only.
 *
 * Raw bytes rather than a non-extractable CryptoKey: WebCrypto is asynchronous, and awaiting it
 * inside an IndexedDB transaction would commit the transaction early (a record and its outbox row
 * must be written together), so records are sealed with a synchronous AES-GCM (@noble/ciphers).
 */
let current: { userId: number; key: Uint8Array } | null = null;
const listeners = new Set<() => void>();

export function setDataKey(userId: number, key: Uint8Array): void {
  current = { userId, key };
  for (const listener of listeners) listener();
}

/** Forgets the key (overwriting the bytes, as far as JavaScript lets us). */
export function dropDataKey(): void {
  current?.key.fill(0);
  current = null;
  for (const listener of listeners) listener();
}

export function currentDataKey(): Uint8Array | null {
  return current?.key ?? null;
}

/** Whether the key of this member is in memory (the lists can be read and written). */
export function hasDataKey(userId: number): boolean {
  return current?.userId === userId;
}

/** Called whenever the key comes or goes; returns the unsubscribe. */
export function onDataKeyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once a key is in memory: a download that arrives while the app is locked waits here. */
export function whenDataKey(): Promise<void> {
  if (current) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onDataKeyChange(() => {
      if (!current) return;
      stop();
      resolve();
    });
  });
}
