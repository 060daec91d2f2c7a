import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { readLockVerifier, saveLockVerifier } from '../../db/lock-verifier';
import { META_KEYS } from '../../db/meta-keys';
import { MEDIA_CACHE } from '../../lib/cache-names';
import { SessionProvider, useSession } from './session-context';
import { observerVoter, signedInDevice, unsentMark } from './testing/signed-in-device';

const USER = 3;

function wrapper({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}

beforeEach(async () => {
  await signedInDevice(USER);
  localStorage.setItem('appLockLastActiveAt', '1');
  localStorage.setItem('color', 'green');
  await db.observerVoters.bulkPut([observerVoter(1, USER), observerVoter(2, 9)]);
  await db.outbox.put(unsentMark(USER));
  await db.meta.put({ key: META_KEYS.changeSeq, value: 1 });
  await saveLockVerifier(USER, 'demo');
});
afterEach(() => vi.unstubAllGlobals());

describe('signOutLocally', () => {
  it("wipes the member's lists, verifier, photos and stored session; keeps the outbox, other members and the preferences", async () => {
    const cachesDelete = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: cachesDelete });
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.auth?.userId).toBe(USER);

    // Two callers at once (a 401 during /logout) share one sign-out and both wait for the wipe.
    await act(async () => {
      await Promise.all([result.current.signOutLocally(), result.current.signOutLocally()]);
    });

    expect(result.current.auth).toBeNull();
    expect(await db.observerVoters.where('userId').equals(USER).count()).toBe(0);
    expect(await db.observerVoters.where('userId').equals(9).count()).toBe(1);
    expect(await readLockVerifier(USER)).toBeNull();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.meta.get(META_KEYS.changeSeq))?.value).toBe(1);
    expect((await db.session.get(USER))?.token).toBeNull();
    expect(cachesDelete).toHaveBeenCalledWith(MEDIA_CACHE);
    expect(Object.keys(localStorage)).toEqual(['color']);
    expect(sessionStorage.length).toBe(0);
  });
});
