import { HStack, Progress, Text } from '@chakra-ui/react';

/** Spec 01 §4: 0–33 red, 34–66 yellow, 67–100 green. */
export function progressPalette(value: number): 'red' | 'yellow' | 'green' {
  if (value <= 33) return 'red';
  if (value <= 66) return 'yellow';
  return 'green';
}

/** A task's progress bar in the creator's screens, with the percentage beside it. */
export function TaskProgress({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <HStack gap="2" minW="32" data-testid="task-progress" data-value={clamped} data-palette={progressPalette(clamped)}>
      <Progress.Root value={clamped} colorPalette={progressPalette(clamped)} size="sm" flex="1" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" minW="10" textAlign="end">
        {clamped}%
      </Text>
    </HStack>
  );
}
