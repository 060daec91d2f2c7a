import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { NEWS_PATH, newsSearchPath, NEWS_WINDOW, newsWindowPath } from './news-api';
import { manyNews, newsItem } from './test-fixtures';
import { useNews } from './use-news';

const USER = 7;

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setOnline(true);
  await db.cachedReads.clear();
  await db.session.clear();
});

describe('useNews (offline first)', () => {
  it('offline, shows the kept news and searches them on the device', async () => {
    setOnline(false);
    await db.cachedReads.put({ userId: USER, key: NEWS_PATH, value: [newsItem(2, { title: 'Trajnim për vëzhguesit' }), newsItem(1)], at: 1000 });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { result, unmount } = renderHook(() => useNews(USER, 'VEZHGUES', false));
    await waitFor(() => expect(result.current.items?.map((n) => n.id)).toEqual([2]));
    expect(result.current.localOnly).toBe(false);
    expect(result.current.at).toBe(1000);
    expect(fetch).not.toHaveBeenCalled();
    unmount();
  });

  it('asks the server for a title when the device holds only the newest window, and says so offline', async () => {
    await db.cachedReads.put({ userId: USER, key: NEWS_PATH, value: manyNews(NEWS_WINDOW), at: 1000 });
    const old = newsItem(5000, { title: 'Lajm i vjetër' });
    vi.stubGlobal('fetch', vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify(url.includes('title=') ? [old] : manyNews(NEWS_WINDOW)), { status: 200 }))));
    const online = renderHook(() => useNews(USER, 'vjetër', true));
    await waitFor(() => expect(online.result.current.items?.map((n) => n.id)).toEqual([5000]));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain(newsSearchPath('vjetër'));
    online.unmount();

    setOnline(false);
    const offline = renderHook(() => useNews(USER, 'Lajmi 7', false));
    await waitFor(() => expect(offline.result.current.localOnly).toBe(true));
    expect(offline.result.current.items?.map((n) => n.id)).toEqual([79, 78, 77, 76, 75, 74, 73, 72, 71, 70, 7]);
    offline.unmount();
  });

  it('pages past the newest window through the server, keeps what it saw, and opens it offline', async () => {
    // 130 news: ids 130 (newest) … 1 (oldest).
    const all = manyNews(130);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const query = new URL(url, 'http://localhost').searchParams;
        const offset = Number(query.get('offset'));
        return Promise.resolve(new Response(JSON.stringify(all.slice(offset, offset + Number(query.get('limit')))), { status: 200 }));
      }),
    );
    const online = renderHook(() => useNews(USER, '', true));
    await waitFor(() => expect(online.result.current.items).toHaveLength(NEWS_WINDOW));
    expect(online.result.current.more).toBeDefined();
    act(() => online.result.current.more?.());
    await waitFor(() => expect(online.result.current.items).toHaveLength(130));
    expect(online.result.current.items?.at(-1)?.id).toBe(1);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain(newsWindowPath(1));
    // The last window was not full: nothing older to ask for.
    expect(online.result.current.more).toBeUndefined();
    online.unmount();

    setOnline(false);
    vi.mocked(fetch).mockClear();
    const offline = renderHook(() => useNews(USER, '', false));
    await waitFor(() => expect(offline.result.current.items).toHaveLength(NEWS_WINDOW));
    act(() => offline.result.current.more?.());
    await waitFor(() => expect(offline.result.current.items?.at(-1)?.id).toBe(1));
    expect(fetch).not.toHaveBeenCalled();
    offline.unmount();
  });
});
