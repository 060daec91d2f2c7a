import { useCallback, useEffect, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/datetime';
import { ReadingSkeleton } from '../../../ui/cached/reading-skeleton';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useSession } from '../../../ui/session/session-context';
import { NewsGrid } from '../grid/news-grid';
import { NewsSearch } from '../grid/news-search';
import { NEWS_NS } from '../i18n/namespace';
import { NewsReader } from '../reader/news-reader';
import { useNews, type NewsView } from '../use-news';

/** /news-grid — 'Lajme' (spec 02 §2.7): the title search and card grid (view 0), the reader (view 1, ?id=). */
export default function NewsPage() {
  const { t } = useTranslation(NEWS_NS);
  const { auth } = useSession();
  const online = useOnline();
  const [query, setQuery] = useState('');
  const news = useNews(auth?.userId ?? null, query, online);
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const reading = Number.isSafeInteger(id) && id > 0;
  const backToList = useCallback(() => setParams({}, { replace: true }), [setParams]);
  useEffect(() => {
    if (reading) globalThis.scrollTo?.(0, 0);
  }, [reading, id]);

  const item = reading ? (news.items?.find((n) => n.id === id) ?? news.latest?.find((n) => n.id === id) ?? null) : null;
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} w="full">
      <Heading as="h1" size="lg">
        {t('title')}
      </Heading>
      {!online && news.at !== null && (
        <Text fontSize="sm" color="fg.muted" data-testid="news-kept-copy">
          {t('keptCopy', { date: formatDateTime(news.at) })}
        </Text>
      )}
      {reading && news.latest === undefined && news.refreshing && <PleaseWait />}
      {reading && (news.latest !== undefined || !news.refreshing) && <NewsReader item={item} latest={news.latest ?? []} onBack={backToList} />}
      {/* The grid stays mounted under the reader, so 'Kthehu' returns to the same page of results. */}
      <Box hidden={reading}>
        <Stack gap="3">
          <NewsSearch initial={query} onSearch={setQuery} />
          {news.localOnly && (
            <Text fontSize="sm" color="fg.muted" data-testid="news-local-search">
              {t('search.offlineLocal', { count: news.latest?.length ?? 0 })}
            </Text>
          )}
          <NewsBody items={news.items} more={news.more} checked={news.checked} refreshing={news.refreshing} failed={news.error !== null} online={online} query={query} />
        </Stack>
      </Box>
    </Stack>
  );
}

type NewsBodyProps = Pick<NewsView, 'items' | 'more' | 'checked' | 'refreshing'> & { failed: boolean; online: boolean; query: string };

function NewsBody({ items, more, checked, refreshing, failed, online, query }: NewsBodyProps) {
  const { t } = useTranslation(NEWS_NS);
  if (items !== undefined) return <NewsGrid key={query} items={items} onLastPage={more} />;
  if (!checked) return <ReadingSkeleton testId="news-reading" />;
  if (refreshing) return <PleaseWait />;
  return (
    <Text py="6" textAlign="center" color="fg.muted" data-testid="news-unavailable">
      {online && failed ? t('failure') : t('notDownloaded')}
    </Text>
  );
}
