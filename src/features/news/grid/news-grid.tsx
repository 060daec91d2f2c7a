import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '../../../contract/news';
import { Pager } from '../../../ui/pager/pager';
import { usePaging } from '../../../ui/pager/use-paging';
import { NEWS_NS } from '../i18n/namespace';
import { CARD_LIMITS } from '../news-text';
import { NewsCard } from './news-card';

/** Spec 02 §9: 6 news a page, 3 cards a row (one on a phone). */
export const NEWS_PAGE_SIZE = 6;

/**
 * The card grid with its pager (keyed by the query in the page, so a new search starts at page 1).
 * Reaching the last page asks for older news (`onLastPage`), which extends the pager.
 */
export function NewsGrid({ items, onLastPage }: { items: readonly NewsItem[]; onLastPage?: (() => void) | undefined }) {
  const { t } = useTranslation(NEWS_NS);
  const paging = usePaging(items, NEWS_PAGE_SIZE);
  const atEnd = paging.window.page === paging.window.pages;
  useEffect(() => {
    if (atEnd) onLastPage?.();
  }, [atEnd, onLastPage]);
  if (items.length === 0) {
    return (
      <Text py="6" textAlign="center" color="fg.muted" data-testid="news-empty">
        {t('empty')}
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <SimpleGrid as="section" aria-label={t('title')} columns={{ base: 1, md: 3 }} gap="4" data-testid="news-grid">
        {paging.rows.map((item) => (
          <NewsCard key={item.id} item={item} limits={CARD_LIMITS} photoHeight="180px" />
        ))}
      </SimpleGrid>
      <Pager window={paging.window} onPageChange={paging.setPage} testId="news-pager" />
    </Stack>
  );
}
