import { getClientId } from '../../db/client-id';
import type { TerrenDb } from '../../db/database';
import { registryHooks } from '../../collections/collection-hooks';
import { collectionKinds } from '../../collections/registry';
import { SyncEngine } from '../engine';
import type { SyncEvent } from '../ports';
import { systemClock } from '../system-clock';
import { browserNetwork } from './browser-network';
import { DexieOutboxStore } from './dexie-store';
import { dexieTokens } from './dexie-tokens';
import { createFetchTransport, type RawAnswer, type UploadRequest } from './fetch-transport';
import { webLock } from './web-lock';

/**
 * Requests in flight at once. The server answers one at a time (B1: 4 left it idle between
 * answers while the page stored the last one; 8 keeps a request waiting at the server); above 6
 * the browser queues them itself on HTTP/1.1, which costs nothing.
 */
const DRAIN_CONCURRENCY = 8;

export interface OutboxEngineOptions {
  db: TerrenDb;
  /** Prefix of every API path; the worker reads the page's from the meta table at send time. */
  baseUrl: string | (() => Promise<string>);
  fetch?: typeof fetch;
  /** False in the service worker, which hands the next due time back to the browser instead. */
  scheduleRetries?: boolean;
  /** The page's multipart sender with upload progress (xhr-upload.ts); the worker uses fetch. */
  upload?: (request: UploadRequest) => Promise<RawAnswer>;
  onEvent?: (event: SyncEvent) => void;
}

/**
 * The one wiring of the engine over IndexedDB, fetch and the Web Lock: the page's runtime and the
 * service worker's Background Sync both build theirs here, so they cannot drift apart in the
 * kinds they know, the record hooks they run or the headers they send.
 */
export function createOutboxEngine(options: OutboxEngineOptions): { engine: SyncEngine; store: DexieOutboxStore } {
  const { db } = options;
  // The id never changes once made; reading it for every request would put a meta transaction
  // between each answer and the next request. A failed read is not kept.
  let clientId: Promise<string> | null = null;
  const readClientId = (): Promise<string> =>
    (clientId ??= getClientId(db).catch((error: unknown) => {
      clientId = null;
      throw error;
    }));
  const store = new DexieOutboxStore(db, registryHooks);
  const engine = new SyncEngine({
    store,
    transport: createFetchTransport({
      kinds: collectionKinds,
      baseUrl: options.baseUrl,
      clientId: readClientId,
      fetch: options.fetch,
      files: (key) => db.outboxFiles.get(key),
      upload: options.upload,
    }),
    tokens: dexieTokens(db),
    clock: systemClock,
    network: browserNetwork,
    lock: webLock(),
    concurrency: DRAIN_CONCURRENCY,
    scheduleRetries: options.scheduleRetries,
    onEvent: options.onEvent,
  });
  return { engine, store };
}
