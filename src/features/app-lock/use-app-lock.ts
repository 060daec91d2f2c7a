import { useCallback, useEffect, useState } from 'react';
import { clearFailures, readLastActive, writeLastActive } from './activity-store';
import { isIdle } from './idle';
import { watchIdle } from './idle-watch';
import { lockAfterMs } from './lock-settings';
import { lockNeeded } from './member-data';

/**
 * Idle, finding out whether there is anything to lock: 'starting' when the app opened idle (show
 * nothing yet), 'checking' when an open app went idle (what is on screen may stay a moment longer).
 */
export type LockState = 'starting' | 'checking' | 'open' | 'locked';

/**
 * The app lock's state for the signed-in member. Decided synchronously from the stored activity at
 * first render, so a reload after the idle time never flashes a list before the lock.
 */
export function useAppLock(userId: number): { state: LockState; unlock: () => void } {
  const [state, setState] = useState<LockState>(() => (isIdle(readLastActive(), Date.now(), lockAfterMs()) ? 'starting' : 'open'));

  useEffect(() => {
    if (state === 'open') return watchIdle({ onIdle: () => setState('checking') });
    if (state === 'locked') return;
    let active = true;
    void lockNeeded(userId).then((lock) => {
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
