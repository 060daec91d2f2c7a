// B1 baseline page: hands the raw requests to the bench service worker's Workbox Queue and asks
// it to replay them when the page comes back online.
import type { WorkboxCommand, WorkboxReply } from './b1-workbox-messages';
import { nextOnline, withLimit } from './counting-fetch';
import type { B1WorkboxApi, BenchWindow } from './page-api';

let worker: ServiceWorker | null = null;
let replayed: Promise<{ at: number; end: number; reply: WorkboxReply }> | null = null;

function send(command: WorkboxCommand): Promise<WorkboxReply> {
  const target = worker;
  if (!target) return Promise.reject(new Error('setup first'));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WorkboxReply>) => resolve(event.data);
    target.postMessage(command, [channel.port2]);
  });
}

const api: B1WorkboxApi = {
  async setup() {
    const registration = await navigator.serviceWorker.register('/bench/pages/b1-workbox-sw.js', { type: 'module', scope: '/bench/pages/' });
    await navigator.serviceWorker.ready;
    worker = registration.active;
    if (!worker) throw new Error('the bench worker did not activate');
    // The replay starts inside the 'online' event, as Terren's runtime starts its drain there.
    replayed = new Promise((resolve) => {
      void nextOnline().then((at) => send({ type: 'replay' }).then((reply) => resolve({ at, end: performance.now(), reply })));
    });
  },
  async queue(requests) {
    const t = performance.now();
    const reply = await send({ type: 'queue', requests });
    if (reply.type !== 'queued') throw new Error('unexpected reply');
    return { ms: performance.now() - t, queued: reply.queued };
  },
  async drained(timeoutMs) {
    if (!replayed) throw new Error('setup first');
    const { at, end, reply } = await withLimit(replayed, timeoutMs);
    if (reply.type !== 'replayed') throw new Error('unexpected reply');
    if (reply.error) throw new Error(`replay failed: ${reply.error}`);
    return { ms: end - at, calls: reply.calls, statuses: reply.statuses, meanCallMs: reply.meanCallMs };
  },
};

(window as unknown as BenchWindow).bench = { ...(window as unknown as Partial<BenchWindow>).bench, b1Workbox: api };
