import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSpinner, plainSpinnerStyles as styles } from '../../ui/plain-spinner';

/** Spec 01 §9: the preloader shows for 2500 ms. */
export const PRELOADER_MS = 2500;

/**
 * A full-screen preloader on app start, when switched on in the settings panel. Static CSS: on
 * voting day it covers the page before Chakra's system is loaded.
 */
export function Preloader({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  // Decided once, at mount: switching the option on later must not cover the page.
  const [visible, setVisible] = useState(enabled);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div className={styles.cover} role="status" aria-live="polite" data-testid="preloader">
      <PlainSpinner size="xl" palette />
      <span className={styles.hidden}>{t('app.loading')}</span>
    </div>
  );
}
