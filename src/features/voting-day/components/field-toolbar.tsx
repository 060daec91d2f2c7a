import { RefreshCw } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/datetime';
import field from './field.module.css';
import button from '../../../ui/plain-button.module.css';
import styles from './field-toolbar.module.css';

interface FieldToolbarProps {
  online: boolean;
  downloading: boolean;
  /** Epoch ms of the last completed download, or null when the device holds no copy. */
  downloadedAt: number | null;
  pending: number;
  attention: number;
  onRefresh: () => void;
  /** More buttons beside 'Rifresko listën' (the paper list). */
  actions?: ReactNode;
}

/**
 * Voting day's toolbar: what ui/offline-list's ListToolbar shows (same strings and `voting-…` test
 * ids), in plain elements and static CSS, since it renders with the list's first paint and again
 * on every outbox change. Memoised, so a download tick does not render it for nothing.
 */
export const FieldToolbar = memo(function FieldToolbar({ online, downloading, downloadedAt, pending, attention, onRefresh, actions }: FieldToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <div className={styles.line}>
        <button
          type="button"
          className={`${button.button} ${button.outline}`}
          onClick={onRefresh}
          disabled={!online || downloading}
          data-loading={downloading || undefined}
          aria-busy={downloading || undefined}
          data-testid="voting-refresh"
        >
          {downloading ? <span className={button.spinner} aria-hidden /> : <RefreshCw aria-hidden />}
          {t('offlineList.refresh')}
        </button>
        {actions}
        <div className={styles.counts}>
          <span
            className={`${field.badge} ${field.badgeMd} ${pending > 0 ? field.badgeSubtleOrange : field.badgeSubtleGray}`}
            data-testid="voting-pending-count"
            data-count={pending}
          >
            {t('offlineList.pendingSummary', { count: pending })}
          </span>
          {attention > 0 && (
            <span className={`${field.badge} ${field.badgeMd} ${field.badgeSolidRed}`} data-testid="voting-attention-count" data-count={attention}>
              {t('offlineList.attentionSummary', { count: attention })}
            </span>
          )}
        </div>
      </div>
      {!online && (
        <p className={`${field.small} ${field.muted}`} data-testid="voting-refresh-offline">
          {t('offlineList.refreshOffline')}
        </p>
      )}
      {downloadedAt !== null && <p className={`${field.xsmall} ${field.muted}`}>{t('offlineList.downloadedAt', { date: formatDateTime(downloadedAt) })}</p>}
    </div>
  );
});
