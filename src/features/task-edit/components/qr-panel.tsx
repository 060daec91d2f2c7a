import { Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrViewLink } from '../../../lib/task-links';
import { useOnline } from '../../../ui/offline-list/use-online';
import { TASK_EDIT_NS } from '../i18n/namespace';
import { OfflineNotice } from './offline-notice';

const QrImage = lazy(() => import('./qr-image'));

/** The QR panel of a QR task (spec 01 §2): the task's code on screen and its PDF ('Shkarko PDF', needs the server). */
export function QrPanel({ taskId, name, onDownload }: { taskId: number; name: string; onDownload: () => Promise<void> }) {
  const { t } = useTranslation(TASK_EDIT_NS);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  // Ours (the spec does not say what the code holds): the address of the task's QR view, where attendance is taken.
  const text = `${window.location.origin}${qrViewLink(taskId).to}`;
  const download = async () => {
    setBusy(true);
    try {
      await onDownload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root size="sm" as="section" aria-labelledby="qr-heading" data-testid="qr-panel">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="qr-heading">
          {t('qr.heading')}
        </Heading>
        <Suspense fallback={<Skeleton boxSize="220px" />}>
          <QrImage text={text} alt={t('qr.alt', { name })} />
        </Suspense>
        <Text fontSize="sm" color="fg.muted">
          {t('qr.hint')}
        </Text>
        <Stack gap="1" align="start">
          <Button minH="44px" onClick={() => void download()} loading={busy} loadingText={t('qr.download')} disabled={!online} data-testid="qr-download">
            <Download aria-hidden />
            {t('qr.download')}
          </Button>
          <OfflineNotice testId="qr-offline" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
