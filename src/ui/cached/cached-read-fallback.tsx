import { Alert, HStack, Spinner, Text } from '@chakra-ui/react';
import { useOnline } from '../offline-list/use-online';

interface CachedReadFallbackProps {
  /** A fetch is under way (useCachedRead's `refreshing`). */
  refreshing: boolean;
  texts: { offline: string; wait: string; failure: string };
  /** `<testId>-offline`, `-loading` and `-failure`. */
  testId: string;
}

/** What a read-only screen shows while it has no copy: no copy on the device offline, loading, or the failure. */
export function CachedReadFallback({ refreshing, texts, testId }: CachedReadFallbackProps) {
  const online = useOnline();
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
