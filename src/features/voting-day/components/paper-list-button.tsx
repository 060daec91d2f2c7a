import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaperList } from '../../../lib/paper-list-pdf';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { savePaperList } from '../paper-list';
import { VOTING_DAY_NS } from '../i18n/namespace';

/**
 * 'Lista në letër (PDF)': the list as this device holds it, built here and saved as a PDF, with or
 * without signal. `read` gives the list, or null when there is none to print.
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
    <Button
      size="md"
      minH="44px"
      variant="outline"
      onClick={() => void save()}
      disabled={disabled || busy}
      loading={busy}
      loadingText={t('paperList')}
      data-testid="voting-paper-list"
    >
      <Printer aria-hidden />
      {t('paperList')}
    </Button>
  );
}
