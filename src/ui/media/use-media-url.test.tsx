import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_USER_KEY } from '../../api/auth-storage';
import { resetMediaLoader } from './media-loader';
import { useMediaUrl } from './use-media-url';

const PHOTO = `/media/${'a'.repeat(32)}.png`;

let created = 0;
const revoked: string[] = [];
let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;

function answer(status: number) {
  return () => Promise.resolve(status === 200 ? new Response(new Blob(['png']), { status }) : new Response('{"Error":"x"}', { status }));
}

beforeEach(() => {
  resetMediaLoader();
  created = 0;
  revoked.length = 0;
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ key: 'tok-7' }));
  fetchMock = vi.fn(answer(200));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++created}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('useMediaUrl', () => {
  it('fetches a /media/ file with the token and shows it as an object URL, revoked when the component goes', async () => {
    const { result, unmount } = renderHook(() => useMediaUrl(PHOTO));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('blob:test/1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(PHOTO);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Token tok-7');
    unmount();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('revokes the old URL when the address changes, and never shows the old file for the new address', async () => {
    const other = `/media/${'b'.repeat(32)}.jpg`;
    const { result, rerender } = renderHook(({ path }) => useMediaUrl(path), { initialProps: { path: PHOTO } });
    await waitFor(() => expect(result.current).toBe('blob:test/1'));
    rerender({ path: other });
    expect(result.current).toBeUndefined();
    expect(revoked).toEqual(['blob:test/1']);
    await waitFor(() => expect(result.current).toBe('blob:test/2'));
  });

  it('a file the server refuses (404) shows nothing and is not asked for again with the same token', async () => {
    fetchMock.mockImplementation(answer(404));
    const first = renderHook(() => useMediaUrl(PHOTO));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.unmount();
    const second = renderHook(() => useMediaUrl(PHOTO));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(second.result.current).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another member signs in on the device: their token may read it.
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ key: 'tok-8' }));
    fetchMock.mockImplementation(answer(200));
    const third = renderHook(() => useMediaUrl(PHOTO));
    await waitFor(() => expect(third.result.current).toBe('blob:test/1'));
  });

  it('offline and not on the device: nothing now, asked again on the next mount', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const first = renderHook(() => useMediaUrl(PHOTO));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(first.result.current).toBeUndefined();
    fetchMock.mockImplementation(answer(200));
    const second = renderHook(() => useMediaUrl(PHOTO));
    await waitFor(() => expect(second.result.current).toBe('blob:test/1'));
  });

  it('one fetch for the same file shown twice at once, each with its own URL', async () => {
    const a = renderHook(() => useMediaUrl(PHOTO));
    const b = renderHook(() => useMediaUrl(PHOTO));
    await waitFor(() => expect(a.result.current).toBeDefined());
    await waitFor(() => expect(b.result.current).toBeDefined());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a.result.current).not.toBe(b.result.current);
  });

  it('no address, no token or another site: no fetch with the token', () => {
    expect(renderHook(() => useMediaUrl(null)).result.current).toBeUndefined();
    expect(renderHook(() => useMediaUrl('https://cdn.example.org/a.jpg')).result.current).toBe('https://cdn.example.org/a.jpg');
    localStorage.clear();
    expect(renderHook(() => useMediaUrl(PHOTO)).result.current).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
