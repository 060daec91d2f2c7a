import { liveQuery } from 'dexie';
import { notifyUnauthorized } from '../../api/api-events';
import { db as defaultDb, type SessionRow, type TerrenDb } from '../../db/database';
import { META_KEYS } from '../../db/meta-keys';
import { registryHooks } from '../../collections/collection-hooks';
import { afterPaint, coalesceAfterPaint } from '../../lib/after-paint';
import type { DrainResult, SyncEngine } from '../engine';
import type { SyncEvent } from '../ports';
import { INITIAL_SYNC_STATUS, sameSyncStatus, type SyncStatus } from '../sync-status';
import { registerBackgroundSync } from './background-sync-registration';
import { browserNetwork } from './browser-network';
import { wakeOnOutboxCommit } from './outbox-write';
import { DexieOutboxStore } from './dexie-store';
import { createOutboxEngine } from './outbox-engine';
import { watchStoredSyncStatus } from './watch-sync-status';
import { xhrUpload } from './xhr-upload';

/** A burst of writes (a few quick taps) goes out as one drain. */
const WRITE_DEBOUNCE_MS = 300;

export interface SyncRuntimeOptions {
  /** Prefix of every API path: VITE_API_BASE when set, else '' (same origin). */
  baseUrl?: string;
  /** For tests; the app's database by default. */
  db?: TerrenDb;
  /** For tests; global fetch by default. */
  fetch?: typeof fetch;
  /**
   * Also call the app's `onUnauthorized` handler (src/api/api-events: sign out locally, go to
   * the sign-in page) when a member's token is refused. Default true.
   */
  signOutOnAuthRequired?: boolean;
}

// Typed loosely: this module is also type-checked for the worker, which lacks Vite's types.
const viteApiBase = (): string => (import.meta as { env?: { VITE_API_BASE?: string } }).env?.VITE_API_BASE || '';

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}
interface DocumentLike extends EventTargetLike {
  visibilityState: string;
}

interface Runtime {
  db: TerrenDb;
  engine: SyncEngine;
  store: DexieOutboxStore;
  stop(): Promise<void>;
}

let runtime: Runtime | null = null;
let status: SyncStatus = INITIAL_SYNC_STATUS;
let writeTimer: ReturnType<typeof setTimeout> | null = null;
/** Taps in a burst ask the browser once, after the frame showing the tap (registering wakes the worker). */
const backgroundSyncAfterPaint = coalesceAfterPaint(registerBackgroundSync);
const statusListeners = new Set<(status: SyncStatus) => void>();
const authListeners = new Set<(userId: number) => void>();

/**
 * Starts the sync engine in this page: drains now, on sign-in, when the device comes online,
 * when the tab becomes visible, shortly after each local write commits (requestSync, called by
 * the outbox write itself: wakeOnOutboxCommit) and when a retry falls due. Idempotent: later
 * calls do nothing.
 */
export function startSyncRuntime(options: SyncRuntimeOptions = {}): void {
  if (runtime) return;
  runtime = createRuntime(options);
  wakeOnOutboxCommit(requestSync);
}

/** Stops the runtime (tests; a page being torn down needs nothing). */
export async function stopSyncRuntime(): Promise<void> {
  const current = runtime;
  runtime = null;
  wakeOnOutboxCommit(null);
  if (writeTimer !== null) clearTimeout(writeTimer);
  writeTimer = null;
  backgroundSyncAfterPaint.cancel();
  await current?.stop();
  setStatus(INITIAL_SYNC_STATUS);
}

/**
 * Runs after each local write's commit (see wakeOnOutboxCommit): a drain runs ~300 ms later (taps in a burst share it), and
 * Background Sync is asked to drain even if the page is closed first (once the frame showing the
 * write is drawn: the browser wakes the service worker at once when online). No-op before start.
 */
export function requestSync(): void {
  if (!runtime) return;
  backgroundSyncAfterPaint.schedule();
  if (writeTimer !== null) clearTimeout(writeTimer);
  writeTimer = setTimeout(() => {
    writeTimer = null;
    void runtime?.engine.sync();
  }, WRITE_DEBOUNCE_MS);
}

/** Drains at once (e.g. a 'sync now' button). */
export function syncNow(): Promise<void> {
  return runtime ? runtime.engine.sync().then(() => undefined) : Promise.resolve();
}

/**
 * A sync the member waits for (the day seal): rows waiting out a backoff go now too, as when the
 * network returns. Resolves with the drain's outcome; `ran` is false when another runner (a tab or
 * the service worker) held the lock, or before the runtime started.
 */
export function syncInForeground(): Promise<DrainResult> {
  return runtime ? runtime.engine.expedite() : Promise.resolve({ ran: false, sent: 0, nextDueAt: null });
}

export function getSyncStatus(): SyncStatus {
  return status;
}

/** Calls back with every new status snapshot; returns the unsubscribe function. */
export function subscribeSyncStatus(listener: (status: SyncStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/**
 * The server refused a member's token (401/403) while sending their rows — in this tab, another
 * tab or the service worker. Every row is kept; they go out after that member signs in again
 * (recordSignIn). By default the runtime already calls the app's `onUnauthorized` handler
 * (src/api/api-events), so listeners are only needed for more. Members already in that state
 * when the listener subscribes are reported straight away.
 */
export function onAuthRequired(listener: (userId: number) => void): () => void {
  authListeners.add(listener);
  for (const userId of status.authRequired) listener(userId);
  return () => authListeners.delete(listener);
}

/** The user's 'Provo përsëri' on a row needing attention. */
export async function retryOutboxRow(key: string): Promise<void> {
  const store = runtime?.store ?? new DexieOutboxStore(defaultDb, registryHooks);
  await store.retry(key, Date.now());
  requestSync();
}

/** The user's 'Hidh poshtë': the row is removed and the local record goes back to the server's state. */
export async function discardOutboxRow(key: string): Promise<void> {
  const store = runtime?.store ?? new DexieOutboxStore(defaultDb, registryHooks);
  await store.discard(key);
}

function setStatus(next: SyncStatus): void {
  // An equal snapshot changes nothing on screen: keep the old one, so no subscriber re-renders.
  if (sameSyncStatus(status, next)) return;
  status = next;
  for (const listener of statusListeners) listener(next);
}

function createRuntime(options: SyncRuntimeOptions): Runtime {
  const db = options.db ?? defaultDb;
  const baseUrl = options.baseUrl ?? viteApiBase();
  const signOutOnAuthRequired = options.signOutOnAuthRequired ?? true;
  const cleanups: (() => void)[] = [];
  let syncing = 0;

  const onEvent = (event: SyncEvent): void => {
    if (event.type === 'retry') registerBackgroundSync();
    if (event.type === 'error') console.error('sync: store failure', event.error);
  };
  // Uploads go by XMLHttpRequest for their progress, unless a test stands in for the network with its fetch.
  const upload = options.fetch === undefined && typeof XMLHttpRequest !== 'undefined' ? xhrUpload : undefined;
  const { engine, store } = createOutboxEngine({ db, baseUrl, fetch: options.fetch, upload, onEvent });
  const drain = (run: () => Promise<unknown>): void => {
    syncing++;
    setStatus({ ...status, syncing: true });
    void run().finally(() => {
      syncing--;
      if (syncing === 0) setStatus({ ...status, syncing: false });
    });
  };

  // The service worker has no page to ask, so it reads the API base from here.
  void db.meta.put({ key: META_KEYS.apiBase, value: baseUrl }).catch(() => {});

  const global = globalThis as unknown as EventTargetLike;
  const onOnline = (): void => {
    setStatus({ ...status, online: true });
    drain(() => engine.expedite());
  };
  const onOffline = (): void => setStatus({ ...status, online: false });
  global.addEventListener('online', onOnline);
  global.addEventListener('offline', onOffline);
  cleanups.push(() => global.removeEventListener('online', onOnline), () => global.removeEventListener('offline', onOffline));

  const doc = (globalThis as { document?: DocumentLike }).document;
  if (doc) {
    const onVisible = (): void => {
      if (doc.visibilityState === 'visible') drain(() => engine.sync());
    };
    doc.addEventListener('visibilitychange', onVisible);
    cleanups.push(() => doc.removeEventListener('visibilitychange', onVisible));
  }

  // A write's status read (the top bar's counts) waits until the frame showing the write is drawn.
  const stopStatusWatch = watchStoredSyncStatus(db, (stored) => setStatus({ ...status, ...stored, online: browserNetwork.isOnline() }), {
    defer: afterPaint,
    onError: (error: unknown) => console.error('sync: status query failed', error),
  });
  cleanups.push(stopStatusWatch);

  // Sign-ins (from any tab) resume a member's rows; refusals (from any runner) ask to sign in again.
  let known = new Map<number, SessionRow>();
  const sessionSubscription = liveQuery(() => db.session.toArray()).subscribe({
    next: (rows) => {
      const previous = known;
      known = new Map(rows.map((row) => [row.userId, row]));
      let signedIn = false;
      for (const row of rows) {
        const before = previous.get(row.userId);
        if (row.token !== null && row.token !== undefined && (before?.token !== row.token || before.signedInAt !== row.signedInAt)) {
          engine.resume(row.userId);
          signedIn = true;
        }
        if (row.token === null && typeof row.authRejectedAt === 'number' && before?.authRejectedAt !== row.authRejectedAt) {
          for (const listener of authListeners) listener(row.userId);
          if (signOutOnAuthRequired) notifyUnauthorized();
        }
      }
      if (signedIn) drain(() => engine.sync());
    },
    error: (error: unknown) => console.error('sync: session query failed', error),
  });
  cleanups.push(() => sessionSubscription.unsubscribe());

  drain(() => engine.sync());

  return {
    db,
    engine,
    store,
    async stop() {
      for (const cleanup of cleanups) cleanup();
      await engine.stop();
    },
  };
}
