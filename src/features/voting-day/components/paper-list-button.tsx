import { useState } from 'react';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaperList } from '../../../lib/paper-list-pdf';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { savePaperList } from '../paper-list';
import { VOTING_DAY_NS } from '../i18n/namespace';
import button from '../../../ui/plain-button.module.css';

/**
 * 'Lista në letër (PDF)': the list as this device holds it, built here and saved as a PDF, with or
 * without signal. `read` gives the list, or null when there is none to print. A plain button in
 * static CSS: it sits in the toolbar, on the list's first paint.
 */
export function PaperListButton({ read, disabled = false }: { read: () => Promise<PaperList | null>; disabled?: boolean }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const list = await read();
      if (list === null) throw new Error('no list on the device');
      notifySuccess(t('paperSaved', { name: await savePaperList(list) }));
    } catch {
      notifyError(t('paperFailure'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${button.button} ${button.outline}`}
      onClick={() => void save()}
      disabled={disabled || busy}
      data-loading={busy || undefined}
      aria-busy={busy || undefined}
      data-testid="voting-paper-list"
    >
      <Printer aria-hidden />
      {t('paperList')}
    </button>
  );
}
