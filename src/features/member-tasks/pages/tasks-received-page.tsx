import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { assignedTaskRows } from '../../../contract/member-tasks';
import { CachedAsOf } from '../../../ui/cached/as-of-line';
import { CachedReadFallback } from '../../../ui/cached/cached-read-fallback';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { Pager } from '../../../ui/pager/pager';
import { useUrlPaging } from '../../../ui/pager/use-url-paging';
import { useSession } from '../../../ui/session/session-context';
import { TasksSearch } from '../components/tasks-search';
import { TasksTable } from '../components/tasks-table';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { listPath, readQuery, writeQuery } from '../query';
import { usePendingCompletions } from '../use-pending-completions';

/**
 * 'Detyrat e marra' (spec 02 §2.3): search, a paged table, info opens the consult view. Every page
 * and search opened online is kept on the device, so they open again with no signal.
 */
export default function TasksReceivedPage() {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const { auth } = useSession();
  const paging = useUrlPaging(readQuery, writeQuery);
  const { params, query } = paging;
  const list = useCachedRead(auth?.userId ?? null, listPath(query), assignedTaskRows);
  const pages = paging.window(list.data?.count ?? 0);
  const pending = usePendingCompletions(auth?.userId ?? null);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      <TasksSearch key={params.toString()} initial={query} onSearch={paging.search} />
      {list.data !== undefined && <CachedAsOf at={list.at} format={(date) => t('asOf', { date })} testId="tasks-as-of" />}
      {list.data !== undefined ? (
        <>
          <TasksTable rows={list.data.data} firstNumber={pages.from} listSearch={params.toString()} pending={pending} />
          <Pager window={pages} onPageChange={paging.setPage} pageSize={query.pageSize} onPageSizeChange={paging.setPageSize} testId="tasks-pager" />
        </>
      ) : (
        <CachedReadFallback checked={list.checked} refreshing={list.refreshing} texts={{ offline: t('offlineNoCopy'), wait: t('wait'), failure: t('failure') }} testId="tasks" />
      )}
    </Stack>
  );
}
