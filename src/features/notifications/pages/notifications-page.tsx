import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageWindow } from '../../../lib/paging';
import { CachedReadFallback } from '../../../ui/cached/cached-read-fallback';
import { useOnline } from '../../../ui/offline-list/use-online';
import { Pager } from '../../../ui/pager/pager';
import { useSession } from '../../../ui/session/session-context';
import { AsOfLine } from '../components/as-of-line';
import { NotificationSearch } from '../components/notification-search';
import { NotificationsTable } from '../components/notifications-table';
import { NOTIFICATIONS_NS } from '../i18n/namespace';
import { readQuery, writeQuery, type NotificationFilters, type NotificationsQuery } from '../query';
import { useNotificationsList } from '../use-notifications-list';

/** 'Njoftime' (spec 02 §2.8): search, a paged table, a row opens /notification-view. */
export default function NotificationsPage() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { auth } = useSession();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useNotificationsList(auth?.userId ?? null, query);
  const go = (next: NotificationsQuery) => setParams(writeQuery(next));
  // A new search starts again at page 1 (spec 02 §4).
  const search = (filters: NotificationFilters) => go({ ...filters, page: 1, pageSize: query.pageSize });
  const pages = pageWindow(list.data?.count ?? 0, query.page, query.pageSize);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      <NotificationSearch key={params.toString()} initial={query} onSearch={search} />
      {list.data !== undefined && !online && list.at !== null && <AsOfLine at={list.at} />}
      {list.data !== undefined ? (
        <>
          <NotificationsTable rows={list.data.data} firstNumber={pages.from} />
          <Pager
            window={pages}
            onPageChange={(page) => go({ ...query, page })}
            pageSize={query.pageSize}
            onPageSizeChange={(pageSize) => go({ ...query, pageSize, page: 1 })}
            testId="notifications-pager"
          />
        </>
      ) : (
        <CachedReadFallback checked={list.checked} refreshing={list.refreshing} texts={{ offline: t('offlineNoCopy'), wait: t('wait'), failure: t('failure') }} testId="notifications" />
      )}
    </Stack>
  );
}
