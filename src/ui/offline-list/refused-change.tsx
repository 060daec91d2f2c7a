import { useState } from 'react';
import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { Pencil, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from './notify';

export interface RefusedChangeProps {
  /** The `data-testid` of the whole view. */
  testId: string;
  /** The server's `Error` (or the device's reason): the outbox row's last error. */
  reason: string | null;
  /** Open the form on the member's values; absent when there is nothing to edit (a refused delete). */
  onEdit?: () => void;
  /** Drop the member's change: the server's values show again. */
  onDiscard: () => Promise<void>;
  /** Called once the change has been dropped. */
  onDiscarded: () => void;
  /** The feature's name in the console line when the change cannot be dropped. */
  logTag: string;
}

/**
 * The server refused the member's change (any answer but a conflict's 409, or the device itself
 * could not send it). Sending it again as it is would be refused again, so it waits until the
 * member corrects it (a new version, sent as any change) or drops it.
 */
export function RefusedChange({ testId, reason, onEdit, onDiscard, onDiscarded, logTag }: RefusedChangeProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const discard = () => {
    setBusy(true);
    onDiscard().then(
      () => {
        notifySuccess(t('offlineList.refused.discarded'));
        onDiscarded();
      },
      (error: unknown) => {
        console.error(`${logTag}: discarding a refused change failed`, error);
        notifyError(t('offlineList.refused.failed'));
        setBusy(false);
      },
    );
  };

  return (
    <Stack gap="3" data-testid={testId}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title data-testid="refused-title">{t('offlineList.refused.title', { reason: reason ?? t('offlineList.refused.noReason') })}</Alert.Title>
          <Alert.Description>{t(onEdit ? 'offlineList.refused.intro' : 'offlineList.refused.introDiscard')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Flex gap="2" wrap="wrap">
        {onEdit && (
          <Button colorPalette="blue" minH="44px" disabled={busy} onClick={onEdit} data-testid="refused-edit">
            <Pencil aria-hidden />
            {t('offlineList.refused.edit')}
          </Button>
        )}
        <Button variant="outline" minH="44px" disabled={busy} onClick={discard} data-testid="refused-discard">
          <Undo2 aria-hidden />
          {t('offlineList.refused.discard')}
        </Button>
      </Flex>
    </Stack>
  );
}
