import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type LocalPatronageVoter } from '../../db/database';
import { saveLockVerifier } from '../../db/lock-verifier';
import { dropDataKey, hasDataKey, setDataKey } from '../../db/at-rest/data-key';
import { addFailure, readFailures, readLastActive, writeLastActive } from './activity-store';
import { useAppLock } from './use-app-lock';

const USER = 4;
const LONG_AGO = Date.now() - 60 * 60_000;

function patronageVoter(userId: number): LocalPatronageVoter {
  return { userId, patronager_voter_id: 1, name: 'Ana', father_name: 'B', surname: 'Hoxha', list_number: 1, voted: false, phone: null, qv_code: '0010', serverVoted: false, folded: 'ana hoxha' };
}

beforeEach(async () => {
  // The member's key is in memory, as after the sign-in in this page.
  setDataKey(USER, new Uint8Array(32).fill(1));
  localStorage.clear();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('useAppLock', () => {
  it('opens idle with voter records and a verifier: shows nothing, then the lock; unlocking starts afresh', async () => {
    await saveLockVerifier(USER, 'demo');
    await db.patronageVoters.put(patronageVoter(USER));
    writeLastActive(LONG_AGO);
    addFailure();

    const { result } = renderHook(() => useAppLock(USER));
    expect(result.current.state).toBe('starting');
    await waitFor(() => expect(result.current.state).toBe('locked'));
    expect(readLastActive()).toBe(LONG_AGO);
    // Locked: the key to the sealed records has left memory.
    expect(hasDataKey(USER)).toBe(false);

    act(() => result.current.unlock());
    expect(result.current.state).toBe('open');
    expect(readFailures()).toBe(0);
    expect(readLastActive()).toBeGreaterThan(LONG_AGO);
  });

  it('does not lock when the device holds no voter record of the member', async () => {
    await saveLockVerifier(USER, 'demo');
    // Another member's list does not count.
    await db.patronageVoters.put(patronageVoter(USER + 1));
    writeLastActive(LONG_AGO);
    const { result } = renderHook(() => useAppLock(USER));
    await waitFor(() => expect(result.current.state).toBe('open'));
    expect(readLastActive()).toBeGreaterThan(LONG_AGO);
  });

  it('does not lock without a verifier (signed in before the lock existed): there is no offline check', async () => {
    await db.patronageVoters.put(patronageVoter(USER));
    writeLastActive(LONG_AGO);
    const { result } = renderHook(() => useAppLock(USER));
    await waitFor(() => expect(result.current.state).toBe('open'));
  });

  it('is open at once when the app was used recently', () => {
    writeLastActive(Date.now() - 60_000);
    const { result } = renderHook(() => useAppLock(USER));
    expect(result.current.state).toBe('open');
  });

  it('asks the password when the app opens afresh: no key in memory, whatever the activity', () => {
    dropDataKey();
    writeLastActive(Date.now() - 60_000);
    const { result } = renderHook(() => useAppLock(USER));
    expect(result.current.state).toBe('sealed');
  });

  it('does not take another member’s key for this member’s', () => {
    setDataKey(USER + 1, new Uint8Array(32).fill(2));
    writeLastActive(Date.now() - 60_000);
    const { result } = renderHook(() => useAppLock(USER));
    expect(result.current.state).toBe('sealed');
  });
});
