import type { ReactNode } from 'react';
import { Card, Heading, HStack } from '@chakra-ui/react';

/** One of the profile's cards: a heading (with its actions on the right) over the body. */
export function ProfileCard({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Card.Root data-terren-surface="" data-testid={testId} size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}
