import { Alert, Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { useQrScanner } from '../use-qr-scanner';

interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
  onCode: (text: string) => Promise<void>;
  /** The last scan's outcome, read out as it changes. */
  result: { text: string; ok: boolean } | null;
}

/** 'Skano Kodin' (spec 02 §2.5): the camera and what the last code did. */
export function ScanDialog({ open, onClose, onCode, result }: ScanDialogProps) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="scan-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('qr.dialogTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <Camera onCode={onCode} result={result} />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="44px" onClick={onClose}>
                {t('qr.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('qr.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Camera({ onCode, result }: Pick<ScanDialogProps, 'onCode' | 'result'>) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const { video, state } = useQrScanner(onCode);
  return (
    <>
      <Text mb="2">{t('qr.dialogHint')}</Text>
      {state === 'failed' ? (
        <Alert.Root status="error" data-testid="camera-failure">
          <Alert.Indicator />
          <Alert.Title>{t('qr.cameraFailure')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Box bg="black" rounded="md" overflow="hidden" aspectRatio="4 / 3">
          <video ref={video} muted playsInline aria-label={t('qr.video')} data-testid="scan-video" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </Box>
      )}
      <Box mt="2" minH="6" aria-live="polite" data-testid="scan-result" data-ok={result?.ok}>
        {result && (
          <Text fontWeight="semibold" color={result.ok ? 'fg.success' : 'fg.error'}>
            {result.text}
          </Text>
        )}
      </Box>
    </>
  );
}
