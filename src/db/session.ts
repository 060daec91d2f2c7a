import { db } from './database';
import { META_KEYS } from './meta-keys';

/**
 * Called by the sign-in flow after a successful login: the sync engine may now send this member's
 * rows (the sync runtime watches this table, so waiting rows go out at once, in every tab).
 * Also asks the browser to keep our storage (not awaited: Firefox asks the user, which can take a while).
 */
export async function recordSignIn(session: { userId: number; token: string }): Promise<void> {
  await db.session.put({ userId: session.userId, token: session.token, signedInAt: Date.now(), authRejectedAt: null });
  void requestPersistentStorage();
}

/** Called on sign-out: forgets the token but keeps every outbox row of the member. */
export async function recordSignOut(userId: number): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const row = await db.session.get(userId);
    if (row) await db.session.put({ ...row, token: null, authRejectedAt: null });
  });
}

/** Rows of this member not yet acknowledged by the server (pending + needs attention). */
export async function countUnsent(userId: number): Promise<number> {
  return db.outbox.where('userId').equals(userId).count();
}

interface PersistableStorage {
  persist?: () => Promise<boolean>;
}

/** Asks for persistent storage once per sign-in and stores the answer; a refusal is only shown, never fatal. */
export async function requestPersistentStorage(): Promise<boolean | null> {
  // `persist` is a window-only API; this module is also type-checked for the worker.
  const storage = (globalThis.navigator as { storage?: PersistableStorage } | undefined)?.storage;
  if (typeof storage?.persist !== 'function') return null;
  try {
    const persisted = await storage.persist();
    await db.meta.put({ key: META_KEYS.storagePersisted, value: persisted });
    return persisted;
  } catch {
    return null;
  }
}
