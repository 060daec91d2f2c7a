import { Alert, Button, HStack } from '@chakra-ui/react';
import type { OutboxRow } from '../../db/database';
import { discardOutboxRow } from '../../sync/adapters/browser-runtime';
import { SyncMark } from '../offline-list/sync-mark';

/** A change of the member still in the outbox, as a screen shows it. */
export interface PendingChange {
  key: string;
  state: OutboxRow['state'];
  lastError: string | null;
}

export interface OutboxNoteTexts {
  /** The server's refusal with its reason. */
  refused: (reason: string) => string;
  /** The button that drops the refused change. */
  discard: string;
}

/** A change of the member still on the device: waiting, or refused by the server with its reason and a way to drop it. */
export function OutboxNote({ change, testId, texts }: { change: PendingChange | undefined; testId: string; texts: OutboxNoteTexts }) {
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
        <Alert.Title>{texts.refused(change.lastError ?? '')}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" minH="40px" onClick={() => void discardOutboxRow(change.key)}>
        {texts.discard}
      </Button>
    </Alert.Root>
  );
}
