import { Alert, HStack, Spinner, Text } from '@chakra-ui/react';
import { useOnline } from '../offline-list/use-online';
import { ReadingSkeleton } from './reading-skeleton';

interface CachedReadFallbackProps {
  /** The device's copy has been looked for (useCachedRead's `checked`). */
  checked: boolean;
  /** A fetch is under way (useCachedRead's `refreshing`). */
  refreshing: boolean;
  texts: { offline: string; wait: string; failure: string };
  /** `<testId>-reading`, `-offline`, `-loading` and `-failure`. */
  testId: string;
}

/**
 * What a read-only screen shows while it has no copy: a skeleton until the device has been looked
 * at, then no copy on the device offline, loading, or the failure.
 */
export function CachedReadFallback({ checked, refreshing, texts, testId }: CachedReadFallbackProps) {
  const online = useOnline();
  if (!checked) return <ReadingSkeleton testId={`${testId}-reading`} />;
  if (!online) return <Text data-testid={`${testId}-offline`}>{texts.offline}</Text>;
  if (refreshing) {
    return (
      <HStack gap="2" data-testid={`${testId}-loading`}>
        <Spinner size="sm" />
        <Text>{texts.wait}</Text>
      </HStack>
    );
  }
  return (
    <Alert.Root status="warning" data-testid={`${testId}-failure`}>
      <Alert.Indicator />
      <Alert.Title>{texts.failure}</Alert.Title>
    </Alert.Root>
  );
}
