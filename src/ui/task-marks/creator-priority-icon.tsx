import { Icon } from '@chakra-ui/react';
import { Flag } from 'lucide-react';

/**
 * Spec 01 §4: the creator's screens colour priority 1 red, 2 yellow, 3 green (the member's screens
 * use another scheme, see member-tasks' PriorityMark). `label` is the priority's name, for screen readers.
 */
const CREATOR_PRIORITY_COLOURS: Readonly<Record<number, string>> = { 1: 'red.600', 2: 'yellow.500', 3: 'green.600' };

export function CreatorPriorityIcon({ priority, label }: { priority: number; label: string }) {
  return (
    <Icon
      color={CREATOR_PRIORITY_COLOURS[priority] ?? 'fg.muted'}
      boxSize="5"
      aria-label={label}
      role="img"
      data-testid="creator-priority"
      data-priority={priority}
    >
      <Flag fill="currentColor" />
    </Icon>
  );
}
