import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { getWithToken } from './token-get';

const list = z.array(z.object({ id: z.number().int() }));

/** A fetch that answers every call with this body and status. */
const answering =
  (body: string, status = 200): typeof fetch =>
  () =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }));

async function failure(run: Promise<unknown>): Promise<ApiError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('getWithToken', () => {
  it('parses a list with its contract, checked where it lies or copied', async () => {
    const fetch = answering('[{"id":1},{"id":2}]');
    expect(await getWithToken('/x/', 't', list, { fetch })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await getWithToken('/x/', 't', list, { fetch, inPlace: true })).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('a refusal keeps the server text; an empty or non-JSON refusal has none', async () => {
    const refused = await failure(getWithToken('/x/', 't', list, { fetch: answering('{"Error":"Nuk u gjet."}', 404) }));
    expect([refused.kind, refused.status, refused.serverText]).toEqual(['http', 404, 'Nuk u gjet.']);
    for (const body of ['', '<html>Bad gateway</html>']) {
      const error = await failure(getWithToken('/x/', 't', list, { fetch: answering(body, 502) }));
      expect([error.kind, error.status, error.serverText]).toEqual(['http', 502, null]);
    }
  });

  it('a 200 that is not JSON, or not the contract, is an invalid response', async () => {
    for (const body of ['', 'not json', '[{"id":"one"}]']) {
      expect((await failure(getWithToken('/x/', 't', list, { fetch: answering(body) }))).kind).toBe('invalid-response');
    }
  });

  it('a body that cannot be read is a network failure, not an invalid response', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"id":1},'));
        controller.error(new TypeError('connection reset'));
      },
    });
    const fetch: typeof globalThis.fetch = () => Promise.resolve(new Response(broken, { status: 200 }));
    expect((await failure(getWithToken('/x/', 't', list, { fetch }))).kind).toBe('network');
  });
});
