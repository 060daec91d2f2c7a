import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SyncMark } from '../../ui/offline-list/sync-mark';
import type { RowOutbox } from '../../ui/offline-list/use-outbox-rows';
import { PROFILE_NS } from './i18n/namespace';

/**
 * Under a card whose change is still in the outbox: waiting to be sent (with the 'Në pajisje'
 * mark), or refused by the server (its reason, and a way to drop the change).
 */
export function ChangeStatus({ row, onDiscard, testId }: { row: RowOutbox | undefined; onDiscard: () => void; testId: string }) {
  const { t } = useTranslation(PROFILE_NS);
  if (row === undefined) return null;
  if (row.state === 'pending') {
    return (
      <HStack gap="2" align="start" data-testid={testId} data-sync="pending">
        <SyncMark sync="pending" />
        <Text fontSize="sm" color="fg.muted">
          {t('details.pendingNote')}
        </Text>
      </HStack>
    );
  }
  return (
    <Alert.Root status="error" size="sm" data-testid={testId} data-sync="attention">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <SyncMark sync="attention" />
        {row.lastError && <Alert.Description>{row.lastError}</Alert.Description>}
        <Button size="sm" variant="outline" alignSelf="start" minH="40px" onClick={onDiscard}>
          {t('details.discard')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
