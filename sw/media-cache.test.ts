import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../src/db/database';
import { MEDIA_MAX_ENTRIES, mediaCachePlugin } from './media-cache';

const URL_A = 'http://localhost/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';
const event = {} as ExtendableEvent;
const ok = () => new Response('png', { status: 200 });

async function willCache(authorization: string | null, response = ok()): Promise<boolean> {
  const request = new Request(URL_A, { headers: authorization === null ? {} : { Authorization: authorization } });
  return (await mediaCachePlugin.cacheWillUpdate?.({ request, response, event })) != null;
}

beforeEach(async () => {
  await db.session.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the media cache plugin', () => {
  it("keeps an answer only for a token still signed in on the device, and only a 200", async () => {
    await db.session.bulkPut([
      { userId: 1, token: 'live', signedInAt: 1, authRejectedAt: null },
      { userId: 2, token: null, signedInAt: 1, authRejectedAt: null },
    ]);
    expect(await willCache('Token live')).toBe(true);
    // Signed out while the file was on its way: it must not land in the cache sign-out emptied.
    expect(await willCache('Token gone')).toBe(false);
    expect(await willCache(null)).toBe(false);
    expect(await willCache('Token live', new Response('', { status: 404 }))).toBe(false);
  });

  it('with no recorded sign-in at all (an older install) it cannot tell, and caches', async () => {
    expect(await willCache('Token any')).toBe(true);
  });

  it('keys by the bare URL, so the token is never stored with the file', async () => {
    const request = new Request(URL_A, { headers: { Authorization: 'Token live' } });
    const key = await mediaCachePlugin.cacheKeyWillBeUsed?.({ request, mode: 'write', event, params: undefined });
    expect(key instanceof Request ? key.url : key).toBe(URL_A);
    expect(key instanceof Request && key.headers.has('Authorization')).toBe(false);
  });

  it('drops the oldest entries past the limit', async () => {
    const keys = Array.from({ length: MEDIA_MAX_ENTRIES + 2 }, (_, i) => new Request(`http://localhost/media/${i}.png`));
    const deleted: string[] = [];
    vi.stubGlobal('caches', { open: () => Promise.resolve({ keys: () => Promise.resolve(keys), delete: (key: Request) => Promise.resolve(deleted.push(key.url) > 0) }) });
    await mediaCachePlugin.cacheDidUpdate?.({ cacheName: 'terren-media', request: keys[0] ?? new Request(URL_A), newResponse: ok(), event });
    expect(deleted).toEqual(['http://localhost/media/0.png', 'http://localhost/media/1.png']);
  });
});
