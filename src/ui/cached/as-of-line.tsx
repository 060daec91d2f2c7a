import { Text } from '@chakra-ui/react';
import { useOnline } from '../offline-list/use-online';
import { formatDateTime } from '../../lib/datetime';

/** With no signal, how old the copy on screen is (`format` puts the time into the area's text); nothing while online. */
export function CachedAsOf({ at, format, testId }: { at: number | null; format: (date: string) => string; testId: string }) {
  const online = useOnline();
  if (online || at === null) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId}>
      {format(formatDateTime(at))}
    </Text>
  );
}
