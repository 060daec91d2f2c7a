import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setApiEventHandlers } from './api-events';
import { apiGet, apiSend, http } from './http';

const seen: Request[] = [];

function answer(status: number, body: unknown) {
  return vi.fn((input: Request) => {
    seen.push(input);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
}

let unregister = () => {};
beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
});
afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it("sends 'Authorization: Token …' from the stored authUser", async () => {
    localStorage.setItem('authUser', JSON.stringify({ key: 'abc123' }));
    vi.stubGlobal('fetch', answer(200, { ok: true }));
    await apiGet('/api/hr/currentuser/', z.object({ ok: z.boolean() }));
    expect(seen[0]?.headers.get('Authorization')).toBe('Token abc123');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/hr/currentuser/');
  });

  it('sends no token on an anonymous call (login)', async () => {
    localStorage.setItem('authUser', JSON.stringify({ key: 'abc123' }));
    vi.stubGlobal('fetch', answer(200, {}));
    await apiSend('post', '/api/rest-auth/login/', { json: { username: 'a', password: 'b' }, context: { anonymous: true } });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('calls the unauthorized hook on a 403 to a signed-in call', async () => {
    localStorage.setItem('authUser', JSON.stringify({ key: 'stale' }));
    const onUnauthorized = vi.fn();
    unregister = setApiEventHandlers({ onUnauthorized, onToast: vi.fn() });
    vi.stubGlobal('fetch', answer(403, { Error: 'Nuk keni leje' }));
    await expect(apiGet('/api/hr/currentuser/', z.unknown())).rejects.toMatchObject({ kind: 'http', status: 403, serverText: 'Nuk keni leje' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not sign anyone out for a 403 on a call without a token', async () => {
    const onUnauthorized = vi.fn();
    unregister = setApiEventHandlers({ onUnauthorized, onToast: vi.fn() });
    vi.stubGlobal('fetch', answer(403, { Error: 'x' }));
    await expect(apiSend('post', '/api/rest-auth/login/', { context: { anonymous: true } })).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects an answer that breaks the contract', async () => {
    vi.stubGlobal('fetch', answer(200, { task_nr: 'many' }));
    await expect(apiGet('/api/hr/usernotifications/', z.object({ task_nr: z.number() }))).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('classifies a failed fetch as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiGet('/api/x/', z.unknown())).rejects.toMatchObject({ kind: 'network' });
  });

  it('gives up after 15 s', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
      let outcome: unknown = 'pending';
      void apiGet('/api/slow/', z.unknown()).catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(14_990);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(20);
      expect(outcome).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never retries on its own (the sync engine owns retries)', async () => {
    const fetch = answer(503, {});
    vi.stubGlobal('fetch', fetch);
    await expect(http.get('api/hr/currentuser/')).rejects.toThrow();
    expect(fetch).toHaveBeenCalledOnce();
  });
});
