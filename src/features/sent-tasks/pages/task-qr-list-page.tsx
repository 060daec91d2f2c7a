import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { qrTaskRows, TASK_CREATOR_PERMISSION } from '../../../contract/task-creator';
import { CachedAsOf } from '../../../ui/cached/as-of-line';
import { CachedReadFallback } from '../../../ui/cached/cached-read-fallback';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { Pager } from '../../../ui/pager/pager';
import { useUrlPaging } from '../../../ui/pager/use-url-paging';
import { useSession } from '../../../ui/session/session-context';
import { ListSearch } from '../components/list-search';
import { QrTasksTable } from '../components/qr-tasks-table';
import { SENT_TASKS_NS } from '../i18n/namespace';
import { isNoAccess } from '../no-access';
import { pagePath, QR_TASKS_PATH, readQuery, writeQuery } from '../query';
import { useServerPages } from '../use-server-pages';

/** The QR-code tasks (spec 01 §2 "QR task list"), paged like the created tasks and open offline from the device's copy. */
export default function TaskQrListPage() {
  const { t } = useTranslation(SENT_TASKS_NS);
  const { auth, permissionCodes } = useSession();
  const paging = useUrlPaging(readQuery, writeQuery);
  const { params, query } = paging;
  const allowed = permissionCodes.includes(TASK_CREATOR_PERMISSION);
  const list = useServerPages(auth?.userId ?? null, allowed ? pagePath(QR_TASKS_PATH, query) : null, qrTaskRows);
  const pages = paging.window(list.data?.count ?? 0);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('qr.title')}
      </Heading>
      {!allowed || isNoAccess(list.error) ? (
        <NoAccess testId="qr-tasks-no-access" />
      ) : (
        <>
          <ListSearch key={params.toString()} initial={query.search} onSearch={(search) => paging.search({ search })} testId="qr-tasks-search" />
          {list.data !== undefined && <CachedAsOf at={list.at} format={(date) => t('asOf', { date })} testId="qr-tasks-as-of" />}
          {list.data !== undefined ? (
            <>
              <QrTasksTable rows={list.data.data} />
              <Pager window={pages} onPageChange={paging.setPage} testId="qr-tasks-pager" />
            </>
          ) : (
            <CachedReadFallback checked={list.checked} refreshing={list.refreshing} texts={{ offline: t('offlineNoCopy'), wait: t('wait'), failure: t('failure') }} testId="qr-tasks" />
          )}
        </>
      )}
    </Stack>
  );
}
