import { Skeleton, Stack } from '@chakra-ui/react';

/** Stands where a screen's content will be while its copy is read from the device (a few ms to a second). */
export function ReadingSkeleton({ testId }: { testId: string }) {
  return (
    <Stack gap="3" aria-busy="true" data-testid={testId}>
      <Skeleton height="6" />
      <Skeleton height="6" />
      <Skeleton height="6" width="60%" />
    </Stack>
  );
}
