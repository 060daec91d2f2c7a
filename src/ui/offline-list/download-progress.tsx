import { useTranslation } from 'react-i18next';
import { PlainSpinner } from '../plain-spinner';
import styles from './download-progress.module.css';

/** Groups thousands even for four digits ("1 200"), which some locales skip by default. */
function useCountFormat(): (n: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { useGrouping: 'always' });
  return (n) => format.format(n);
}

interface DownloadProgressProps {
  done: number;
  total: number;
  /** `<testId>` on the panel and `<testId>-count` on the count, e.g. 'voting-download'. */
  testId: string;
}

/**
 * The spinner with 'Ju lutem prisni!' and, once the total is known, a determinate bar. Static CSS:
 * voting day's first download shows it before Chakra's system is loaded.
 */
export function DownloadProgress({ done, total, testId }: DownloadProgressProps) {
  const { t } = useTranslation();
  const count = useCountFormat();
  const known = total > 0;
  const percent = known ? Math.min(100, (done / total) * 100) : 0;
  const counted = known ? t('offlineList.downloading', { done: count(done), total: count(total) }) : '';
  return (
    <div className={styles.panel} data-testid={testId} role="status">
      <PlainSpinner />
      <p>{t('offlineList.pleaseWait')}</p>
      {known && (
        <div className={styles.bar}>
          <div className={styles.track} role="progressbar" aria-label={counted} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(percent)}>
            <div className={styles.range} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.count} data-testid={`${testId}-count`}>
            {counted}
          </p>
        </div>
      )}
    </div>
  );
}

/** 'Ju lutem prisni!' alone, while the device's own copy is being read. */
export function PleaseWait() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} role="status">
      <PlainSpinner />
      <p>{t('offlineList.pleaseWait')}</p>
    </div>
  );
}
