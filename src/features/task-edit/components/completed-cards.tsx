import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CompletedTaskCard } from '../../../contract/task-creator';
import { formatDateTime } from '../../../lib/datetime';
import { sanitizeHtml } from '../../../ui/html/html-text';
import { TASK_EDIT_NS } from '../i18n/namespace';
import { DocLink } from './doc-link';

/** The members' finished work (spec 01 §2, §3 "Completed-task card"): member, report as HTML, documents. */
export function CompletedCards({ cards }: { cards: readonly CompletedTaskCard[] }) {
  const { t } = useTranslation(TASK_EDIT_NS);
  return (
    <Stack gap="2" as="section" aria-labelledby="completed-heading">
      <Heading as="h2" size="md" id="completed-heading">
        {t('completed.heading')}
      </Heading>
      {cards.length === 0 && (
        <Text color="fg.muted" data-testid="completed-empty">
          {t('completed.empty')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {cards.map((card) => (
          <Card.Root key={card.member.id} size="sm" minW="0" data-testid="completed-card">
            <Card.Body gap="2">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="semibold">{`${card.member.name} ${card.member.surname}`}</Text>
                <Badge colorPalette={card.completed ? 'green' : 'gray'}>
                  {card.completed ? t('completed.done') : t('completed.ongoing')}
                  {card.completed_at ? ` · ${formatDateTime(card.completed_at)}` : ''}
                </Badge>
              </HStack>
              {card.comment ? (
                // Sanitised with DOMPurify: the report is the member's own HTML.
                <Box className="report-html" overflowWrap="anywhere" css={{ '& img': { maxW: 'full', h: 'auto' } }} data-testid="completed-comment" dangerouslySetInnerHTML={{ __html: sanitizeHtml(card.comment) }} />
              ) : (
                <Text color="fg.muted">{t('completed.noReport')}</Text>
              )}
              {card.docs.length > 0 && (
                <Stack gap="0" aria-label={t('completed.docs')} role="list">
                  {card.docs.map((doc) => (
                    <Box key={doc.id} role="listitem">
                      <DocLink doc={doc} />
                    </Box>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
