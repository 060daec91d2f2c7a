import { Stack, Text } from '@chakra-ui/react';
import { SyncMark } from './sync-mark';
import type { RowOutbox } from './use-outbox-rows';

/** The row's sync mark and, when it needs attention, the server's reason under it. */
export function SyncCell({ outbox }: { outbox: RowOutbox | undefined }) {
  return (
    <Stack gap="1" align="start">
      <SyncMark sync={outbox?.state ?? 'sent'} />
      {outbox?.state === 'attention' && outbox.lastError && (
        <Text fontSize="xs" color="fg.error" maxW="48" data-testid="sync-error">
          {outbox.lastError}
        </Text>
      )}
    </Stack>
  );
}
