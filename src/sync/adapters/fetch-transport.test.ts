import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../outbox-row';
import { collectionKinds } from '../../collections/registry';
import { urlOf } from '../testing/url-of';
import { WAIT_FOR_CREATE_MS } from '../kinds/kind-spec';
import { createFetchTransport } from './fetch-transport';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for the network (not for our server): records the request, answers as told. */
function fakeFetch(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Seen = {
      url: urlOf(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries([...new Headers(init?.headers).entries()].map(([k, v]) => [k.toLowerCase(), v])),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    return answer(request);
  }) as typeof fetch;
  return { fetchFn, seen };
}

function row(key: string, kind: string, desired: unknown): OutboxRow {
  return { key, kind, userId: 1, desired, version: 1, state: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: 0, updatedAt: 0, sentVersion: 1 };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function transport(answer: (seen: Seen) => Response | Promise<Response>, timeoutMs?: number) {
  const { fetchFn, seen } = fakeFetch(answer);
  const t = createFetchTransport({ kinds: collectionKinds, baseUrl: 'http://api.test', clientId: () => Promise.resolve('device-1'), fetch: fetchFn, timeoutMs });
  return { t, seen };
}

describe('fetch transport: voting-day mapping', () => {
  it('observer confirm → POST /api/patronage/voting/ {observer_id, voter_id} with token and client id', async () => {
    const { t, seen } = transport(() => json(200, { voter_id: 42, voted: true }));
    const outcome = await t.send(row('vote:observer:42', 'vote:observer', { voted: true, observer_id: 7 }), 'abc', { entityId: '42', serverId: '42' });
    expect(outcome).toEqual({ type: 'done', complete: true, createdId: null, watermark: null });
    expect(seen).toEqual([
      {
        url: 'http://api.test/api/patronage/voting/',
        method: 'POST',
        headers: { authorization: 'Token abc', 'content-type': 'application/json', 'x-terren-client-id': 'device-1' },
        body: { observer_id: 7, voter_id: 42 },
      },
    ]);
  });

  it("sends the row's change sequence as x-terren-seq, and none for a row written before sequences", async () => {
    const { t, seen } = transport(() => json(200, { voter_id: 42, voted: true }));
    await t.send({ ...row('vote:observer:42', 'vote:observer', { voted: true, observer_id: 7 }), seq: 17 }, 'abc', { entityId: '42', serverId: '42' });
    await t.send(row('vote:observer:42', 'vote:observer', { voted: true, observer_id: 7 }), 'abc', { entityId: '42', serverId: '42' });
    expect(seen.map((request) => request.headers['x-terren-seq'])).toEqual(['17', undefined]);
  });

  it('observer remove → POST /api/patronage/voting-delete/ {voter_id}', async () => {
    const { t, seen } = transport(() => json(200, { voter_id: 42, voted: false }));
    await t.send(row('vote:observer:42', 'vote:observer', { voted: false, observer_id: 7 }), 'abc', { entityId: '42', serverId: '42' });
    expect(seen[0]).toMatchObject({ url: 'http://api.test/api/patronage/voting-delete/', method: 'POST', body: { voter_id: 42 } });
  });

  it('patronage confirm / cancel → PUT …/{id}/ with an empty body', async () => {
    const { t, seen } = transport(() => json(200, {}));
    await t.send(row('vote:patronage:5', 'vote:patronage', { voted: true }), 'abc', { entityId: '5', serverId: '5' });
    await t.send(row('vote:patronage:5', 'vote:patronage', { voted: false }), 'abc', { entityId: '5', serverId: '5' });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['PUT', 'http://api.test/api/patronage/patronager-voter-confirm-voting/5/', undefined],
      ['PUT', 'http://api.test/api/patronage/patronager-voter-cancel-voting/5/', undefined],
    ]);
  });
});

describe('fetch transport: answers', () => {
  const send = (t: ReturnType<typeof transport>['t']) =>
    t.send(row('vote:observer:42', 'vote:observer', { voted: true, observer_id: 7 }), 'abc', { entityId: '42', serverId: '42' });

  it("a 4xx carries the server's Error text", async () => {
    const { t } = transport(() => json(404, { Error: 'Votuesi nuk ndodhet në qendrat tuaja!' }));
    expect(await send(t)).toEqual({ type: 'attention', status: 404, message: 'Votuesi nuk ndodhet në qendrat tuaja!' });
  });

  it('429 reads Retry-After', async () => {
    const { t } = transport(() => json(429, { Error: 'slow down' }, { 'Retry-After': '3' }));
    expect(await send(t)).toMatchObject({ type: 'retry', retryAfterMs: 3_000 });
  });

  it('403 pauses; 5xx and network errors retry', async () => {
    expect(await send(transport(() => json(403, { Error: 'x' })).t)).toEqual({ type: 'auth', status: 403 });
    expect(await send(transport(() => json(502, 'bad gateway')).t)).toMatchObject({ type: 'retry' });
    expect(
      await send(
        transport(() => {
          throw new TypeError('Failed to fetch');
        }).t,
      ),
    ).toMatchObject({ type: 'retry', reason: 'network: Failed to fetch' });
  });

  it('gives up waiting after the timeout and retries', async () => {
    const { t } = transport(
      (seen) =>
        new Promise<Response>((_resolve, reject) => {
          void seen;
          setTimeout(() => reject(new DOMException('aborted', 'AbortError')), 50);
        }),
      10,
    );
    expect(await send(t)).toEqual({ type: 'retry', retryAfterMs: null, reason: 'timeout', queueWide: true });
  });

  it('a malformed row or unknown kind needs attention instead of vanishing', async () => {
    const { t, seen } = transport(() => json(200, {}));
    expect(await t.send(row('vote:observer:x', 'vote:observer', { voted: 'yes' }), 'abc', { entityId: 'x', serverId: 'x' })).toMatchObject({ type: 'attention' });
    expect(await t.send(row('mystery:1', 'mystery', {}), 'abc', { entityId: '1', serverId: '1' })).toMatchObject({ type: 'attention' });
    expect(seen).toEqual([]);
  });
});

describe("a conflict's answer", () => {
  const edit = { political_preference_id: 2, safety_rating: 1, email: null, phone: null, comment: null };
  const theirs = { ...edit, political_preference_id: 4, phone: '+355 68 111' };
  const ftvRow = row('ftv-voter:12', 'ftv-voter', { value: edit, base: { ...edit, political_preference_id: null } });
  const send = (t: ReturnType<typeof transport>['t']) => t.send(ftvRow, 'abc', { entityId: '12', serverId: '12' });

  it("a 409 carries the server's copy, read as the kind's desired state, with the answer's watermark", async () => {
    const { t } = transport(() => json(409, { Error: 'Ndryshuar', current: theirs, fields: ['political_preference_id'] }, { 'x-terren-watermark': '17' }));
    expect(await send(t)).toEqual({ type: 'attention', status: 409, message: 'Ndryshuar', serverCopy: { held: { value: theirs, base: null }, watermark: 17 } });
  });

  it('a 409 without a readable copy, and any other refusal, carry none', async () => {
    expect(await send(transport(() => json(409, { Error: 'Ndryshuar', current: { ...theirs, safety_rating: 'x' } })).t)).toEqual({ type: 'attention', status: 409, message: 'Ndryshuar' });
    expect(await send(transport(() => json(400, { Error: 'Email i pavlefshëm', current: theirs })).t)).toEqual({ type: 'attention', status: 400, message: 'Email i pavlefshëm' });
  });
});

describe('a row whose entity is still being created here', () => {
  const flag = { value: { per_registered: true, envelope_received: false, voted: false }, base: { per_registered: false, envelope_received: false, voted: false } };

  it('waits without a request while the create has no server id, and never sends the local id', async () => {
    const { t, seen } = transport(() => json(200, {}));
    const outcome = await t.send(row('diaspora-status:local-abc', 'diaspora-status', flag), 'tok', { entityId: 'local-abc', serverId: null });
    expect(outcome).toMatchObject({ type: 'retry', retryAfterMs: WAIT_FOR_CREATE_MS });
    expect(seen).toEqual([]);
  });

  it('goes to the server id once the create is confirmed, with only the changed flag', async () => {
    const { t, seen } = transport(() => json(200, {}));
    const outcome = await t.send(row('diaspora-status:local-abc', 'diaspora-status', flag), 'tok', { entityId: 'local-abc', serverId: '50' });
    expect(outcome).toMatchObject({ type: 'done', complete: true });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: 'http://api.test/api/patronage/update-diaspora-reference-status/50/', body: { per_registered: true } });
  });
});
