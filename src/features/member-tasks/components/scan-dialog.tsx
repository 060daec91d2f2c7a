import { Alert, Avatar, Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MediaAvatarImage } from '../../../ui/media/media-avatar-image';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { useQrScanner } from '../use-qr-scanner';

export interface ScanResult {
  text: string;
  ok: boolean;
  /** A second line: the scan is kept on the device until there is signal. */
  note?: string;
  /** The participant the code names, when the device knows them. */
  who?: { name: string; surname: string; photo: string | null };
}

interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
  onCode: (text: string) => Promise<void>;
  /** The last scan's outcome, read out as it changes. */
  result: ScanResult | null;
}

/**
 * 'Skano Kodin' (spec 02 §2.5): the camera and what the last code did, with the participant's
 * photo or initials and name. The outcome shows here rather than in a toast, which on a phone
 * would sit over 'Mbyll'.
 */
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
      <HStack mt="3" gap="3" minH="12" aria-live="polite" data-testid="scan-outcome">
        {result?.who && (
          <Avatar.Root size="lg" data-testid="scan-participant-photo">
            <Avatar.Fallback name={`${result.who.name} ${result.who.surname}`} />
            <MediaAvatarImage photo={result.who.photo} />
          </Avatar.Root>
        )}
        <Stack gap="0">
          {result?.who && (
            <Text fontWeight="bold" data-testid="scan-participant">
              {result.who.name} {result.who.surname}
            </Text>
          )}
          <Box data-testid="scan-result" data-ok={result?.ok}>
            {result && (
              <Text fontWeight="semibold" color={result.ok ? 'fg.success' : 'fg.error'}>
                {result.text}
              </Text>
            )}
          </Box>
          {result?.note && (
            <Text fontSize="sm" color="fg.muted" data-testid="scan-note">
              {result.note}
            </Text>
          )}
        </Stack>
      </HStack>
    </>
  );
}
