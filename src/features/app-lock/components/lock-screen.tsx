import { CircleAlert, LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../ui/session/session-context';
import type { LogoutState } from '../../../ui/session/sign-out-state';
import { addFailure } from '../activity-store';
import { APP_LOCK_NS } from '../i18n/namespace';
import { MAX_WRONG_PASSWORDS } from '../lock-settings';
import button from '../../../ui/plain-button.module.css';
import styles from './lock-screen.module.css';

const LOCK_FAILURES: LogoutState = { lockFailures: true };

// Neither is needed to show the lock: the sync runtime (the engine, Dexie, every request schema)
// and the unlock (Dexie, the key store) load beside the painted screen while the member types.
const loadSyncRuntime = () => import('../../../sync/adapters/browser-runtime');
const loadUnlock = () => import('../unlock-device');

/**
 * The full-screen lock: the member's password, checked on the device (no connection needed), which
 * also unwraps the key the records are sealed with. Shown after the idle time and whenever the app
 * opens afresh ('reopen': no key in memory). 'Dil' takes the ordinary sign-out path, unsent-changes
 * warning included. Plain elements and static CSS: every cold start of the installed app paints
 * this first (B3).
 */
export function LockScreen({
  userId,
  onUnlocked,
  onShown,
  reason = 'idle',
}: {
  userId: number;
  onUnlocked: () => void;
  /** Called once the screen has mounted: what waits behind the lock may load now. */
  onShown?: () => void;
  reason?: 'idle' | 'reopen';
}) {
  const { t } = useTranslation(APP_LOCK_NS);
  const navigate = useNavigate();
  const { fullName } = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  useEffect(() => {
    onShown?.();
  }, [onShown]);

  // The app may open straight into the lock (a reload): changes made before still go out. Started
  // once for the page's life (an unlock that comes first does not stop it).
  useEffect(() => {
    loadSyncRuntime().then(
      ({ startSyncRuntime }) => startSyncRuntime(),
      (failure: unknown) => console.error('app lock: the sync runtime did not load', failure),
    );
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(t('passwordRequired'));
      return;
    }
    setBusy(true);
    const result = await loadUnlock()
      .then(({ unlockDevice }) => unlockDevice(userId, password))
      .catch(() => 'wrong' as const);
    setPassword('');
    if (result === 'unlocked') {
      onUnlocked();
      // Changes that carry personal fields waited for the key; they can go now.
      void loadSyncRuntime().then(({ requestSync }) => requestSync());
      return;
    }
    if (result === 'offline') {
      setError(t('needsConnection'));
      setBusy(false);
      return;
    }
    const failures = addFailure();
    if (failures >= MAX_WRONG_PASSWORDS) {
      void navigate('/logout', { replace: true, state: LOCK_FAILURES });
      return;
    }
    setError(t('wrongPassword', { count: MAX_WRONG_PASSWORDS - failures }));
    setBusy(false);
  };

  return (
    <main id="main" className={styles.screen} data-testid="app-lock">
      <div className={styles.card} data-terren-surface="">
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <div className={styles.intro}>
            <LockKeyhole className={styles.icon} aria-hidden />
            <h1 className={styles.title}>{t('title')}</h1>
            <p className={styles.muted}>{t(reason === 'reopen' ? 'introReopen' : 'intro')}</p>
            {fullName && <p className={styles.name}>{t('signedInAs', { name: fullName })}</p>}
          </div>

          {error && (
            <div className={styles.alert} role="alert" data-testid="app-lock-error">
              <CircleAlert aria-hidden />
              <span>{error}</span>
            </div>
          )}

          <div className={styles.field}>
            <label className={styles.label} htmlFor={inputId}>
              {t('password')}
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="password"
              autoComplete="current-password"
              autoFocus
              aria-invalid={error !== null}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
            />
          </div>

          <button type="submit" className={`${button.button} ${button.large} ${button.solid}`} disabled={busy} aria-busy={busy}>
            {busy && <span className={button.spinner} aria-hidden />}
            {busy ? t('checking') : t('unlock')}
          </button>
          <button type="button" className={`${button.button} ${button.large} ${button.outline}`} disabled={busy} onClick={() => void navigate('/logout')}>
            {t('signOut')}
          </button>
        </form>
      </div>
    </main>
  );
}
