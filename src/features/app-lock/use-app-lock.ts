import { useCallback, useEffect, useState } from 'react';
import { dropDataKey, hasDataKey } from '../../db/at-rest/data-key';
import { clearFailures, readLastActive, writeLastActive } from './activity-store';
import { isIdle } from './idle';
import { watchIdle } from './idle-watch';
import { lockAfterMs } from './lock-settings';

// Dexie and the collection registry, only for an app that went idle while open: a fresh start is
// 'sealed' and shows the lock without reading IndexedDB (B3).
const loadMemberData = () => import('./member-data');

/**
 * Idle, finding out whether there is anything to lock: 'starting' when the app opened idle (show
 * nothing yet), 'checking' when an open app went idle (what is on screen may stay a moment longer).
 * 'sealed': the app was opened afresh, so the key to the member's records is not in memory; the
 * password (the lock screen) brings it back before any list opens.
 */
export type LockState = 'starting' | 'checking' | 'open' | 'locked' | 'sealed';

function initialState(userId: number): LockState {
  if (!hasDataKey(userId)) return 'sealed';
  return isIdle(readLastActive(), Date.now(), lockAfterMs()) ? 'starting' : 'open';
}

/**
 * The app lock's state for the signed-in member. Decided synchronously from the key in memory and
 * the stored activity at first render, so a reload never flashes a list before the lock.
 */
export function useAppLock(userId: number): { state: LockState; unlock: () => void } {
  const [state, setState] = useState<LockState>(() => initialState(userId));

  useEffect(() => {
    if (state === 'open') return watchIdle({ onIdle: () => setState('checking') });
    if (state === 'locked' || state === 'sealed') {
      // Locked: the records are unreadable on this device until the password is given again.
      dropDataKey();
      return;
    }
    let active = true;
    void loadMemberData()
      .then(({ lockNeeded }) => lockNeeded(userId))
      .catch((error: unknown) => {
        console.error('app lock: the device check did not load', error);
        return false;
      })
      .then((lock) => {
        if (!active) return;
        // Nothing to protect: a new idle period starts now rather than re-checking at every tick.
        if (!lock) writeLastActive(Date.now());
        setState(lock ? 'locked' : 'open');
      });
    return () => {
      active = false;
    };
  }, [state, userId]);

  const unlock = useCallback(() => {
    clearFailures();
    writeLastActive(Date.now());
    setState('open');
  }, []);

  return { state, unlock };
}
