import { Card, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NewsItem } from '../../../contract/news';
import { formatDateTime } from '../../../lib/datetime';
import { NEWS_NS } from '../i18n/namespace';
import { htmlToText, truncate } from '../news-text';
import { NewsPhoto } from './news-photo';

interface NewsCardProps {
  item: NewsItem;
  limits: { title: number; content: number };
  photoHeight: string;
}

/** One news card: photo, truncated title and text (spec 02 §5); the whole card opens the reader. */
export function NewsCard({ item, limits, photoHeight }: NewsCardProps) {
  const { t } = useTranslation(NEWS_NS);
  return (
    <LinkBox as="article" h="full" data-testid={`news-card-${item.id}`}>
      <Card.Root data-terren-surface="" h="full" overflow="hidden" size="sm">
        <NewsPhoto photo={item.photo} alt={t('card.photoAlt', { title: item.title })} height={photoHeight} />
        <Card.Body gap="2">
          <Text as="h3" fontWeight="semibold" lineHeight="short">
            <LinkOverlay asChild>
              <RouterLink to={{ search: `?id=${item.id}` }} data-testid="news-card-title">
                {truncate(item.title, limits.title)}
              </RouterLink>
            </LinkOverlay>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDateTime(item.publish_date)}
          </Text>
          <Text fontSize="sm" data-testid="news-card-text">
            {truncate(htmlToText(item.content), limits.content)}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
