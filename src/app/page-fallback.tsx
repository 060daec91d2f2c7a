import { useTranslation } from 'react-i18next';
import { PlainSpinner, plainSpinnerStyles as styles } from '../ui/plain-spinner';

/** Shown while a route's code (or a lazily loaded language, or Chakra's system) arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <PlainSpinner palette />
      <span className={styles.hidden}>{t('app.loading')}</span>
    </div>
  );
}

/** Fallback for the very first render, before i18next may have its strings: no text at all. */
export function BareFallback() {
  return (
    <div className={styles.center}>
      <PlainSpinner />
    </div>
  );
}
