import { Check, CircleCheck, CircleExclamationPoint, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RowSync } from '../../../ui/offline-list/sync-mark';
import { VOTING_DAY_NS } from '../i18n/namespace';
import styles from './field.module.css';

/**
 * A row's sync mark as ui/offline-list's SyncMark shows it (icon and word, so it reads without
 * colour too), in static CSS: the mark changes on every tap, and the Badge re-resolved its recipe.
 */
export function FieldSyncMark({ sync }: { sync: RowSync }) {
  const { t } = useTranslation();
  if (sync === 'pending') {
    return (
      <span className={`${styles.badge} ${styles.badgeSubtleOrange}`}>
        <Smartphone size={12} aria-hidden />
        {t('offlineList.syncPending')}
      </span>
    );
  }
  if (sync === 'attention') {
    return (
      <span className={`${styles.badge} ${styles.badgeSolidRed}`}>
        <CircleExclamationPoint size={12} aria-hidden />
        {t('offlineList.syncAttention')}
      </span>
    );
  }
  return (
    <span className={`${styles.badge} ${styles.badgeOutlineGray}`}>
      <Check size={12} aria-hidden />
      {t('offlineList.syncSent')}
    </span>
  );
}

/** 'Ka votuar' with its check, on a voted row. */
export function VotedBadge() {
  const { t } = useTranslation(VOTING_DAY_NS);
  return (
    <span className={`${styles.badge} ${styles.badgeSolidGreen}`}>
      <CircleCheck size={12} aria-hidden />
      {t('voted')}
    </span>
  );
}
