import type { ReactNode } from 'react';
import { useSession } from '../../../ui/session/session-context';
import { useAppLock } from '../use-app-lock';
import { LockScreen } from './lock-screen';

/**
 * Wraps the signed-in frame: after the idle time, and only while the device holds the member's
 * voter records, the frame (and with it every list) is replaced by the lock screen until the
 * password is given; so it is when the app opens afresh, since the key to the sealed records
 * lives only in memory. Mounted by the shell (src/app/routes.tsx) inside RequireAuth;
 * `onLockShown` tells it the lock is on screen, so what waits behind it can load.
 */
export default function AppLockGate({ children, onLockShown }: { children: ReactNode; onLockShown?: () => void }) {
  const { auth } = useSession();
  if (!auth) return children;
  // A different member (another tab signed in) starts from a fresh lock state.
  return (
    <MemberLock key={auth.userId} userId={auth.userId} onLockShown={onLockShown}>
      {children}
    </MemberLock>
  );
}

function MemberLock({ userId, children, onLockShown }: { userId: number; children: ReactNode; onLockShown?: () => void }) {
  const { state, unlock } = useAppLock(userId);
  if (state === 'starting') return null;
  if (state === 'locked' || state === 'sealed')
    return <LockScreen userId={userId} onUnlocked={unlock} onShown={onLockShown} reason={state === 'sealed' ? 'reopen' : 'idle'} />;
  return children;
}
