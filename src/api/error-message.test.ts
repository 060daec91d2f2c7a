import { HTTPError, TimeoutError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError } from './api-error';
import { setApiEventHandlers } from './api-events';
import { describeApiError, reportApiError } from './error-message';

const sqTexts: Record<string, string> = { 'errors.title': 'Error', 'errors.generic': 'Pati një problem.' };
const t = (key: string) => sqTexts[key] ?? `MISSING ${key}`;
const online = { online: true, t };

describe('describeApiError (spec 01 §8)', () => {
  it('signs out on 403', () => {
    expect(describeApiError(new ApiError('http', 'x', { status: 403, serverText: 'Nuk keni leje' }), online)).toEqual({ kind: 'sign-out' });
  });

  it('signs out on 401 too (the token is no longer accepted)', () => {
    expect(describeApiError(new ApiError('http', 'x', { status: 401 }), online)).toEqual({ kind: 'sign-out' });
  });

  it("shows the server's Error text in a toast titled 'Error'", () => {
    expect(describeApiError(new ApiError('http', 'x', { status: 400, serverText: 'Votuesi nuk u gjet' }), online)).toEqual({
      kind: 'toast',
      title: 'Error',
      description: 'Votuesi nuk u gjet',
    });
  });

  it("falls back to 'Pati një problem.' when there is no Error text", () => {
    expect(describeApiError(new ApiError('http', 'x', { status: 500 }), online)).toEqual({ kind: 'toast', title: 'Error', description: 'Pati një problem.' });
    expect(describeApiError(new ApiError('invalid-response', 'bad body'), online)).toMatchObject({ description: 'Pati një problem.' });
  });

  it('stays quiet when there is no answer because the device is offline', () => {
    expect(describeApiError(new ApiError('network', 'Failed to fetch'), { online: false, t })).toEqual({ kind: 'quiet' });
    expect(describeApiError(new ApiError('timeout', 'slow'), { online: false, t })).toEqual({ kind: 'quiet' });
  });

  it('still tells the user when the network fails while the device claims to be online', () => {
    expect(describeApiError(new ApiError('network', 'Failed to fetch'), online)).toMatchObject({ kind: 'toast', description: 'Pati një problem.' });
  });
});

describe('toApiError', () => {
  const request = new Request('http://localhost/api/x');

  it("reads the status and the server's Error text from an HTTPError", async () => {
    const response = new Response(JSON.stringify({ Error: 'Gabim nga serveri' }), { status: 400, headers: { 'content-type': 'application/json' } });
    // ky's NormalizedOptions are only read for the message; an empty object is enough here.
    const error = await toApiError(new HTTPError(response, request, {} as never));
    expect(error).toMatchObject({ kind: 'http', status: 400, serverText: 'Gabim nga serveri' });
  });

  it('leaves serverText empty for a body without Error', async () => {
    const error = await toApiError(new HTTPError(new Response('<html>', { status: 502 }), request, {} as never));
    expect(error).toMatchObject({ kind: 'http', status: 502, serverText: null });
  });

  it('classifies timeouts and network failures', async () => {
    expect((await toApiError(new TimeoutError(request))).kind).toBe('timeout');
    expect((await toApiError(new TypeError('Failed to fetch'))).kind).toBe('network');
  });
});

describe('reportApiError', () => {
  let unregister = () => {};
  afterEach(() => unregister());

  it('calls the registered sign-out hook on 403 and shows no toast', async () => {
    const onUnauthorized = vi.fn();
    const onToast = vi.fn();
    unregister = setApiEventHandlers({ onUnauthorized, onToast });
    await reportApiError(new ApiError('http', 'x', { status: 403 }));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onToast).not.toHaveBeenCalled();
  });

  it('hands the toast to the registered hook', async () => {
    const onToast = vi.fn();
    unregister = setApiEventHandlers({ onUnauthorized: vi.fn(), onToast });
    await reportApiError(new ApiError('http', 'x', { status: 409, serverText: 'Ekziston tashmë' }));
    expect(onToast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Ekziston tashmë' }));
  });
});
