import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SYNC_STATUS_NS } from './i18n/namespace';

/** Asks before a refused change is thrown away, naming exactly what is lost. */
export function DiscardDialog({ what, onConfirm, onCancel }: { what: string | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(SYNC_STATUS_NS);
  return (
    <ConfirmDialog
      open={what !== null}
      title={t('discardTitle')}
      body={t('discardBody', { what: what ?? '' })}
      cancelLabel={t('cancel')}
      confirmLabel={t('discard')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="sync-discard"
    />
  );
}
