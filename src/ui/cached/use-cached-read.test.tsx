import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { db } from '../../db/database';
import { useCachedRead } from './use-cached-read';

const schema = z.object({ count: z.number() });
const PATH = '/api/hr/dashboard-data/';

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  await db.session.put({ userId: 7, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setOnline(true);
  await db.cachedReads.clear();
  await db.session.clear();
});

describe('useCachedRead (a read-only screen, offline first)', () => {
  it('fetches online, keeps the copy, and shows it with no signal', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ count: 3 }), { status: 200 }))));
    const online = renderHook(() => useCachedRead(7, PATH, schema));
    await waitFor(() => expect(online.result.current.data).toEqual({ count: 3 }));
    expect(online.result.current.refreshing).toBe(false);
    online.unmount();

    setOnline(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const offline = renderHook(() => useCachedRead(7, PATH, schema));
    await waitFor(() => expect(offline.result.current.data).toEqual({ count: 3 }));
    expect(offline.result.current.at).toBeTypeOf('number');
    expect(fetch).not.toHaveBeenCalled();
    offline.unmount();
  });

  it('a failed fetch keeps the copy on the device and reports the error', async () => {
    await db.cachedReads.put({ userId: 7, key: PATH, value: { count: 1 }, at: 1000 });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ Error: 'Gabim' }), { status: 500 }))));
    const { result, unmount } = renderHook(() => useCachedRead(7, PATH, schema));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.data).toEqual({ count: 1 });
    expect(result.current.at).toBe(1000);
    unmount();
  });

  it('another member’s copy is never shown', async () => {
    await db.cachedReads.put({ userId: 8, key: PATH, value: { count: 99 }, at: 1000 });
    setOnline(false);
    const { result, unmount } = renderHook(() => useCachedRead(7, PATH, schema));
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.data).toBeUndefined();
    unmount();
  });
});
