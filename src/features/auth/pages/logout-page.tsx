import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readUserData } from '../../../api/auth-storage';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useSession } from '../../../ui/session/session-context';
import { readLogoutState } from '../../../ui/session/sign-out-state';
import { countUnsent } from '../../../db/session';
import { requestLogout, requestLogoutAll } from '../api';
import { AUTH_NS } from '../i18n/namespace';

type Step =
  | { kind: 'checking' }
  /** 'Dil nga të gjitha pajisjet' could not reach the server: offer this device only. */
  | { kind: 'needs-connection' }
  | { kind: 'confirm'; unsent: number; everywhere: boolean }
  | { kind: 'signing-out' };

/**
 * /logout renders nothing (spec 01 §2) unless changes are still waiting to be sent: then it asks
 * first, because those changes can only leave the device after the same member signs in again,
 * while the downloaded lists are removed. Router state (sign-out-state.ts) asks for the sign-out
 * of every device, or for an immediate one after too many wrong app-lock passwords.
 */
export default function LogoutPage() {
  const { t } = useTranslation(AUTH_NS);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { signOutLocally } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const started = useRef(false);
  const request = readLogoutState(location.state);

  const signOut = async (everywhere: boolean) => {
    if (everywhere) {
      try {
        await requestLogoutAll();
      } catch {
        // The other devices would stay signed in: say so rather than pretend it worked. (A 401
        // here means the session was already over; the app's 401 handler signs out.)
        setStep({ kind: 'needs-connection' });
        return;
      }
    } else {
      // The server call may fail or hang (3 s timeout): the user is signed out on this device anyway.
      await requestLogout().catch(() => undefined);
    }
    await signOutLocally(request.lockFailures ? 'locked-out' : undefined);
    void navigate('/login', { replace: true });
  };

  const askOrSignOut = async (everywhere: boolean) => {
    const userId = readUserData()?.id;
    const unsent = userId === undefined ? 0 : await countUnsent(userId).catch(() => 0);
    if (unsent > 0) setStep({ kind: 'confirm', unsent, everywhere });
    else await signOut(everywhere);
  };

  /** A choice in a dialog: the dialog closes while the sign-out runs. */
  const choose = (next: () => Promise<void>) => {
    setStep({ kind: 'signing-out' });
    void next();
  };

  const cancel = () => {
    // Back where the user came from; /dashboard when /logout was opened directly.
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate('/dashboard', { replace: true });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Whoever is at the locked phone after five wrong passwords is not asked anything.
    void (async () => {
      if (request.lockFailures) await signOut(false);
      else if (request.everywhere && !navigator.onLine) setStep({ kind: 'needs-connection' });
      else await askOrSignOut(request.everywhere);
    })();
    // Runs once on open; the functions read only stable values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (step.kind === 'needs-connection')
    return (
      <ConfirmDialog
        open
        title={t('logout.everywhereTitle')}
        body={t('logout.everywhereNeedsConnection')}
        cancelLabel={tCommon('common.cancel')}
        confirmLabel={t('logout.thisDeviceOnly')}
        onConfirm={() => choose(() => askOrSignOut(false))}
        onCancel={cancel}
        testId="logout-everywhere"
      />
    );
  if (step.kind !== 'confirm') return null;
  return (
    <ConfirmDialog
      open
      title={t('logout.unsentTitle')}
      body={t('logout.unsentBody', { count: step.unsent })}
      cancelLabel={tCommon('common.cancel')}
      confirmLabel={t('logout.signOutAnyway')}
      onConfirm={() => choose(() => signOut(step.everywhere))}
      onCancel={cancel}
    />
  );
}
