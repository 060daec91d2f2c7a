import type { ReactNode } from 'react';
import { Card, Heading } from '@chakra-ui/react';

/** A titled block of the dashboard; the heading names the region for screen readers. */
export function SectionCard({ title, id, children, testId }: { title: string; id: string; children: ReactNode; testId: string }) {
  return (
    <Card.Root as="section" aria-labelledby={id} data-testid={testId} minW="0">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
