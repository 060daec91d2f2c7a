import type { ReactNode } from 'react';
import { useSession } from '../../../ui/session/session-context';
import { useAppLock } from '../use-app-lock';
import { LockScreen } from './lock-screen';

/**
 * Wraps the signed-in frame: after the idle time, and only while the device holds the member's
 * voter records, the frame (and with it every list) is replaced by the lock screen until the
 * password is given; so it is when the app opens afresh, since the key to the sealed records
 * lives only in memory. Mounted by the shell (src/app/routes.tsx) inside RequireAuth.
 */
export default function AppLockGate({ children }: { children: ReactNode }) {
  const { auth } = useSession();
  if (!auth) return children;
  // A different member (another tab signed in) starts from a fresh lock state.
  return (
    <MemberLock key={auth.userId} userId={auth.userId}>
      {children}
    </MemberLock>
  );
}

function MemberLock({ userId, children }: { userId: number; children: ReactNode }) {
  const { state, unlock } = useAppLock(userId);
  if (state === 'starting') return null;
  if (state === 'locked' || state === 'sealed') return <LockScreen userId={userId} onUnlocked={unlock} reason={state === 'sealed' ? 'reopen' : 'idle'} />;
  return children;
}
