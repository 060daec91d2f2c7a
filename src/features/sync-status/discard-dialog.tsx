import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/confirm-dialog';

/** Asks before a refused change is thrown away, naming exactly what is lost. */
export function DiscardDialog({ what, onConfirm, onCancel }: { what: string | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={what !== null}
      title={t('sync.discardTitle')}
      body={t('sync.discardBody', { what: what ?? '' })}
      cancelLabel={t('sync.cancel')}
      confirmLabel={t('sync.discard')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="sync-discard"
    />
  );
}
