import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readUserData } from '../../../api/auth-storage';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useSession } from '../../../ui/session/session-context';
import { countUnsent } from '../../../db/session';
import { requestLogout } from '../api';
import { AUTH_NS } from '../i18n/namespace';

type Step = { kind: 'checking' } | { kind: 'confirm'; unsent: number } | { kind: 'signing-out' };

/**
 * /logout renders nothing (spec 01 §2) unless changes are still waiting to be sent: then it asks
 * first, because those changes can only leave the device after the same member signs in again.
 */
export default function LogoutPage() {
  const { t } = useTranslation(AUTH_NS);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { signOutLocally } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const started = useRef(false);

  const signOut = async () => {
    setStep({ kind: 'signing-out' });
    // The server call may fail or hang (3 s timeout): the user is signed out on this device anyway.
    await requestLogout().catch(() => undefined);
    await signOutLocally();
    void navigate('/login', { replace: true });
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
    void (async () => {
      const userId = readUserData()?.id;
      const unsent = userId === undefined ? 0 : await countUnsent(userId).catch(() => 0);
      if (unsent > 0) setStep({ kind: 'confirm', unsent });
      else await signOut();
    })();
    // Runs once on open; signOut reads only stable values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (step.kind !== 'confirm') return null;
  return (
    <ConfirmDialog
      open
      title={t('logout.unsentTitle')}
      body={t('logout.unsentBody', { count: step.unsent })}
      cancelLabel={tCommon('common.cancel')}
      confirmLabel={t('logout.signOutAnyway')}
      onConfirm={() => void signOut()}
      onCancel={cancel}
    />
  );
}
