import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session-context';

const SESSION_CALLS = [
  '/api/hr/current-anetar-data/',
  '/api/hr/currentuser/',
  '/api/hr/profile/my-accesses/',
  '/api/hr/current-member-data/',
  '/api/core/mypermissions/',
  '/api/core/permission-tree/',
  '/api/division/regional-data/',
];

function wrapper({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('signIn', () => {
  it('asks for each of the seven session calls once', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        asked.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
        // Every answer fails its schema: the calls are what counts here, not what they bring.
        return Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
      }),
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.auth).toBeNull();

    await act(() => result.current.signIn({ key: 'k'.repeat(64), user: { id: 4, name: 'Ana', surname: 'Hoxha', username: 'ana' }, permissions: [] }));
    // Whatever the signed-in state sets off runs now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

    expect(result.current.auth?.userId).toBe(4);
    expect(asked.filter((path) => SESSION_CALLS.includes(path)).sort()).toEqual([...SESSION_CALLS].sort());
  });
});
