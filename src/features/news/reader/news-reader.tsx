import { useMemo } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '../../../contract/news';
import { formatDateTime } from '../../../lib/datetime';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { NewsCard } from '../grid/news-card';
import { NewsPhoto } from '../grid/news-photo';
import { NEWS_NS } from '../i18n/namespace';
import { LATEST_LIMITS, sanitizeNewsHtml } from '../news-text';

/** Spec 02 §9: the reader's 'latest news' cards, at most 4, never the item being read. */
export const LATEST_COUNT = 4;

export function latestOthers(latest: readonly NewsItem[], currentId: number): NewsItem[] {
  return latest.filter((item) => item.id !== currentId).slice(0, LATEST_COUNT);
}

/** The reader (view 1): title, date and time, publisher, photo, the sanitised content, and the latest others. */
export function NewsReader({ item, latest, onBack }: { item: NewsItem | null; latest: readonly NewsItem[]; onBack: () => void }) {
  const { t } = useTranslation(NEWS_NS);
  const html = useMemo(() => (item === null ? '' : sanitizeNewsHtml(item.content)), [item]);
  if (item === null) {
    return (
      <Stack gap="3">
        <ViewHeader title={t('title')} onBack={onBack} backTestId="news-back" />
        <Text data-testid="news-not-found">{t('reader.notFound')}</Text>
      </Stack>
    );
  }
  const others = latestOthers(latest, item.id);
  return (
    <Stack gap="4" data-testid="news-reader">
      <ViewHeader title={item.title} onBack={onBack} backTestId="news-back" />
      <Text fontSize="sm" color="fg.muted" data-testid="news-reader-meta">
        {t('reader.published', { date: formatDateTime(item.publish_date) })} · {t('reader.publisher', { name: `${item.member.name} ${item.member.surname}` })}
      </Text>
      <Box maxW="3xl" borderRadius="md" overflow="hidden">
        <NewsPhoto photo={item.photo} alt={t('card.photoAlt', { title: item.title })} height="auto" />
      </Box>
      {/* Sanitised above (DOMPurify): the server sends the HTML as it was stored. */}
      <Box className="news-content" maxW="3xl" lineHeight="tall" css={CONTENT_STYLES} dangerouslySetInnerHTML={{ __html: html }} data-testid="news-reader-content" />
      {others.length > 0 && (
        <Stack as="section" gap="3" aria-labelledby="news-latest-heading">
          <Heading as="h2" size="md" id="news-latest-heading">
            {t('reader.latest')}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" data-testid="news-latest">
            {others.map((other) => (
              <NewsCard key={other.id} item={other} limits={LATEST_LIMITS} photoHeight="120px" />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/** Editors' HTML with readable spacing; images never wider than the column. */
const CONTENT_STYLES = {
  '& p, & ul, & ol, & blockquote': { marginBottom: '3' },
  '& ul': { paddingInlineStart: '6', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '6', listStyleType: 'decimal' },
  '& blockquote': { borderInlineStartWidth: '4px', paddingInlineStart: '3', fontStyle: 'italic' },
  '& a': { textDecoration: 'underline', color: 'colorPalette.fg' },
  '& img': { maxWidth: '100%', height: 'auto' },
} as const;
