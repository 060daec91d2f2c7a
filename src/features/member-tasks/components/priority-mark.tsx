import { HStack, Icon, Text } from '@chakra-ui/react';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MEMBER_TASKS_NS } from '../i18n/namespace';

/** Spec 02 §3: 1 high green, 2 medium orange, 3 low magenta. */
const PRIORITY_COLOURS = { 1: 'green.600', 2: 'orange.500', 3: 'pink.600' } as const;

export function PriorityMark({ priority, withText = false }: { priority: 1 | 2 | 3; withText?: boolean }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const name = t(`priority.${priority}`);
  return (
    <HStack gap="1" data-testid="priority" data-priority={priority}>
      <Icon color={PRIORITY_COLOURS[priority]} boxSize="5" aria-hidden>
        <Flag fill="currentColor" />
      </Icon>
      <Text srOnly={!withText}>{name}</Text>
    </HStack>
  );
}
