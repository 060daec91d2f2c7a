import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { discardOutboxRow } from '../../../sync/adapters/browser-runtime';
import { SyncMark } from '../../../ui/offline-list/sync-mark';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import type { PendingChange } from '../use-assignment-changes';

/** A change of the member still on the device: waiting, or refused by the server with its reason and a way to drop it. */
export function OutboxNote({ change, testId }: { change: PendingChange | undefined; testId: string }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  if (!change) return null;
  if (change.state === 'pending') {
    return (
      <HStack data-testid={testId} data-sync="pending">
        <SyncMark sync="pending" />
      </HStack>
    );
  }
  return (
    <Alert.Root status="error" data-testid={testId} data-sync="attention">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('refusedByServer', { reason: change.lastError ?? '' })}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" minH="40px" onClick={() => void discardOutboxRow(change.key)}>
        {t('discard')}
      </Button>
    </Alert.Root>
  );
}
