// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionKinds } from '../../collections/registry';
import type { OutboxRow } from '../outbox-row';
import { createFetchTransport, type UploadRequest } from './fetch-transport';
import { subscribeUploadProgress, uploadProgressOf } from './upload-progress';
import { xhrUpload } from './xhr-upload';

const KEY = 'task-document:local-abc';
const row: OutboxRow = {
  key: KEY,
  kind: 'task-document',
  userId: 1,
  desired: { member_task_id: 7, description: 'Salla' },
  version: 1,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: 0,
  updatedAt: 0,
  sentVersion: 1,
  seq: 4,
};
const file = { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), name: 'raport.pdf' };
const target = { entityId: 'local-abc', serverId: null };

describe('multipart uploads in the transport', () => {
  it('hands the form to the page’s uploader with the row key, the token and no JSON type', async () => {
    const seen: UploadRequest[] = [];
    const t = createFetchTransport({
      kinds: collectionKinds,
      baseUrl: 'http://api.test',
      clientId: () => Promise.resolve('device-1'),
      files: (key) => Promise.resolve(key === KEY ? file : undefined),
      fetch: () => Promise.reject(new Error('fetch must not be used for an upload with an uploader')),
      upload: (request) => {
        seen.push(request);
        return Promise.resolve({ status: 201, retryAfter: null, text: '{"id":90}' });
      },
    });
    expect(await t.send(row, 'abc', target)).toEqual({ type: 'done', complete: true, createdId: null, watermark: null });
    expect(seen).toHaveLength(1);
    const request = seen[0];
    expect(request?.key).toBe(KEY);
    expect(request?.url).toBe('http://api.test/api/hr/membertaskdoc/');
    expect(request?.headers).toEqual({ Authorization: 'Token abc', 'x-terren-client-id': 'device-1', 'x-terren-seq': '4' });
    expect(request?.body.get('client_ref')).toBe('local-abc');
    expect((request?.body.get('doc_file') as File).name).toBe('raport.pdf');
  });

  it('without an uploader (the service worker) the form goes by fetch; a refusal needs attention', async () => {
    const bodies: unknown[] = [];
    const t = createFetchTransport({
      kinds: collectionKinds,
      clientId: () => Promise.resolve('device-1'),
      files: () => Promise.resolve(file),
      fetch: (_url, init) => {
        bodies.push(init?.body);
        return Promise.resolve(new Response(JSON.stringify({ Error: 'Lloji i dokumentit nuk pranohet!' }), { status: 415 }));
      },
    });
    expect(await t.send(row, 'abc', target)).toMatchObject({ type: 'attention', status: 415, message: 'Lloji i dokumentit nuk pranohet!' });
    expect(bodies[0]).toBeInstanceOf(FormData);
  });
});

/** Just enough of XMLHttpRequest to drive xhrUpload: the test plays the network. */
class FakeXhr {
  static last: FakeXhr | null = null;
  status = 0;
  responseText = '';
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = null;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('xhrUpload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports the share sent under the row key while it goes, and forgets it when the answer comes', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: (number | undefined)[] = [];
    const stop = subscribeUploadProgress(() => seen.push(uploadProgressOf(KEY)));
    const body = new FormData();
    const answer = xhrUpload({ key: KEY, url: '/api/hr/membertaskdoc/', method: 'POST', headers: { Authorization: 'Token abc' }, body, signal: new AbortController().signal });
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    expect(xhr.opened).toEqual(['POST', '/api/hr/membertaskdoc/']);
    expect(xhr.headers).toEqual({ Authorization: 'Token abc' });
    expect(xhr.sent).toBe(body);
    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
    expect(uploadProgressOf(KEY)).toBe(0.25);
    xhr.status = 201;
    xhr.responseText = '{"id":1}';
    xhr.onload?.();
    expect(await answer).toEqual({ status: 201, retryAfter: null, watermark: null, text: '{"id":1}' });
    expect(uploadProgressOf(KEY)).toBeUndefined();
    expect(seen).toEqual([0, 0.25, undefined]);
    stop();
  });

  it('no answer rejects like fetch, and the timeout’s abort stops the request', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = xhrUpload({ key: KEY, url: '/x', method: 'POST', headers: {}, body: new FormData(), signal: new AbortController().signal });
    FakeXhr.last?.onerror?.();
    await expect(failed).rejects.toThrow(TypeError);
    const controller = new AbortController();
    const aborted = xhrUpload({ key: KEY, url: '/x', method: 'POST', headers: {}, body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploadProgressOf(KEY)).toBeUndefined();
  });
});
