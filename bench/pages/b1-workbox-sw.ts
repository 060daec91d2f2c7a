// B1 baseline worker (module service worker, scope /bench/pages/): a Workbox Background Sync
// Queue holding one raw request per tap, replayed with replayRequests() when the page says so.
import { Queue } from 'workbox-background-sync';
import type { WorkboxCommand, WorkboxReply } from './b1-workbox-messages';
import { countingFetch } from './counting-fetch';

// The parts of the worker scope used here (this file is type-checked with the DOM lib, not WebWorker).
interface ExtendableMessageEventLike {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  fetch: typeof fetch;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
}
const scope = self as unknown as WorkerScope;

// Workbox replays with the global fetch: count what it sends.
const counter = countingFetch(scope.fetch.bind(scope));
scope.fetch = counter.fetch;

// The browser's own 'sync' event would start a replay at a moment of its choosing; the bench
// starts it at the 'online' event instead, like Terren's runtime, so both clocks start together.
const queue = new Queue('bench-b1', { onSync: async () => {} });

const REPLAY_ATTEMPTS = 3;

async function handle(command: WorkboxCommand): Promise<WorkboxReply> {
  if (command.type === 'queue') {
    for (const r of command.requests) {
      await queue.pushRequest({ request: new Request(r.url, { method: r.method, headers: r.headers, body: r.body }) });
    }
    return { type: 'queued', queued: command.requests.length };
  }
  counter.reset();
  let error: string | null = null;
  // A replay stops at the first failed fetch and puts that request back at the head of the queue;
  // the browser would fire 'sync' again later. Retried at once here (generous to the baseline): one
  // full run saw a replay stop this way, cause not found. The failed calls show as 'network'.
  for (let attempt = 1; attempt <= REPLAY_ATTEMPTS; attempt++) {
    try {
      await queue.replayRequests();
      error = null;
      break;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
  }
  return { type: 'replayed', calls: counter.calls(), statuses: counter.statuses(), meanCallMs: counter.meanCallMs(), error };
}

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
scope.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (!port) return;
  event.waitUntil(handle(event.data as WorkboxCommand).then((reply) => port.postMessage(reply)));
});
