import { DexieOutboxStore } from '../../sync/adapters/dexie-store';
import { dexieTokens } from '../../sync/adapters/dexie-tokens';
import { createFetchTransport } from '../../sync/adapters/fetch-transport';
import { SyncEngine } from '../../sync/engine';
import { MemoryLock } from '../../sync/memory-lock';
import { systemClock } from '../../sync/system-clock';
import { FakeNetwork } from '../../sync/testing/fake-network';
import { stamped } from '../../sync/testing/test-watermark';
import { urlOf } from '../../sync/testing/url-of';
import type { TerrenDb } from '../../db/database';
import { registryHooks } from '../collection-hooks';
import { collectionKinds } from '../registry';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Answers one request the way a server would; `null` means the network failed (no answer). */
export type FakeServer = (request: SeenRequest) => Response | null | Promise<Response | null>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A multipart body as plain data: each field's text, and a file as its name and bytes. */
async function formFields(form: FormData): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    out[name] = typeof value === 'string' ? value : { name: value.name, text: await value.text() };
  }
  return out;
}

/**
 * The real engine over Dexie (fake-indexeddb) with the real fetch transport and the registry's
 * request mapping; only the server is a function (its answers get a watermark, see
 * test-watermark.ts). Each sync() call runs one drain.
 */
export function collectionEngine(db: TerrenDb, server: FakeServer): { engine: SyncEngine; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const engine = new SyncEngine({
    store: new DexieOutboxStore(db, registryHooks),
    transport: createFetchTransport({
      kinds: collectionKinds,
      clientId: () => Promise.resolve('device'),
      files: (key) => db.outboxFiles.get(key),
      fetch: async (url: RequestInfo | URL, init?: RequestInit) => {
        const body = init?.body;
        const request = {
          method: init?.method ?? 'GET',
          path: urlOf(url),
          body: typeof body === 'string' ? (JSON.parse(body) as unknown) : body instanceof FormData ? await formFields(body) : undefined,
        };
        requests.push(request);
        const answer = await server(request);
        if (answer === null) throw new TypeError('Failed to fetch');
        return stamped(answer);
      },
    }),
    tokens: dexieTokens(db),
    clock: systemClock,
    network: new FakeNetwork(),
    lock: new MemoryLock(),
    // Each test drives the drains itself (sync()), so no timers outlive it.
    scheduleRetries: false,
  });
  return { engine, requests };
}
