import { vi } from 'vitest';
import { AUTH_USER_KEY } from '../../../api/auth-storage';
import { resetMediaLoader } from '../media-loader';

/**
 * A signed-in token and a server that gives every /media/ file, for component tests: object URLs
 * are `blob:test/<n>`. Returns the fetch mock; undo with vi.unstubAllGlobals / vi.restoreAllMocks.
 */
export function stubMediaFetch(): ReturnType<typeof vi.fn<typeof fetch>> {
  resetMediaLoader();
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ key: 'tok-test' }));
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(new Blob(['file']), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  let created = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++created}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return fetchMock;
}
