import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { reportApiError } from '../../../api/error-message';
import { createdTasks, TASK_CREATOR_PERMISSION, type CreatedTask } from '../../../contract/task-creator';
import { CachedAsOf } from '../../../ui/cached/as-of-line';
import { CachedReadFallback } from '../../../ui/cached/cached-read-fallback';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { Pager } from '../../../ui/pager/pager';
import { useUrlPaging } from '../../../ui/pager/use-url-paging';
import { useSession } from '../../../ui/session/session-context';
import { toaster } from '../../../ui/toaster';
import { cancelTask } from '../api';
import { ListSearch } from '../components/list-search';
import { MembersDialog } from '../components/members-dialog';
import { SentTasksTable } from '../components/sent-tasks-table';
import { SENT_TASKS_NS } from '../i18n/namespace';
import { isNoAccess } from '../no-access';
import { MY_TASKS_PATH, pagePath, readQuery, writeQuery } from '../query';
import { useServerPages } from '../use-server-pages';

/**
 * 'Detyrat e Krijuara' (spec 01 §2): the member's own tasks, ten a page by offset, searched by
 * name or description. Pages seen before open from the device with no signal; 'Anullo' and the
 * members' notifications need the server.
 */
export default function TasksSentPage() {
  const { t } = useTranslation(SENT_TASKS_NS);
  const navigate = useNavigate();
  const { auth, permissionCodes } = useSession();
  const userId = auth?.userId ?? null;
  const paging = useUrlPaging(readQuery, writeQuery);
  const { params, query } = paging;
  const allowed = permissionCodes.includes(TASK_CREATOR_PERMISSION);
  const list = useServerPages(userId, allowed ? pagePath(MY_TASKS_PATH, query) : null, createdTasks);
  const pages = paging.window(list.data?.count ?? 0);
  const [membersOf, setMembersOf] = useState<CreatedTask | null>(null);
  const [cancelling, setCancelling] = useState<CreatedTask | null>(null);

  async function confirmCancel(task: CreatedTask): Promise<void> {
    setCancelling(null);
    if (userId === null) return;
    if (!navigator.onLine) {
      toaster.create({ type: 'warning', title: t('needsInternet') });
      return;
    }
    try {
      const count = await cancelTask(userId, task.id);
      toaster.create({ type: 'success', title: t('success'), description: t('cancelled', { count }) });
    } catch (error) {
      await reportApiError(error);
    } finally {
      list.invalidate();
    }
  }

  const heading = (
    <Heading as="h1" size="xl">
      {t('title')}
    </Heading>
  );
  if (!allowed || isNoAccess(list.error)) {
    return (
      <Stack gap="4">
        {heading}
        <NoAccess testId="sent-tasks-no-access" />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {heading}
        <Button asChild minH="44px" colorPalette="blue">
          <Link to="/task-create">
            <Plus aria-hidden />
            {t('create')}
          </Link>
        </Button>
      </Flex>
      <ListSearch key={params.toString()} initial={query.search} onSearch={(search) => paging.search({ search })} testId="sent-tasks-search" />
      {list.data !== undefined && <CachedAsOf at={list.at} format={(date) => t('asOf', { date })} testId="sent-tasks-as-of" />}
      {list.data !== undefined ? (
        <>
          <SentTasksTable
            rows={list.data.data}
            onMembers={setMembersOf}
            onView={(task) => void navigate(`/task-edit?id=${task.id}`, { state: { taskId: task.id } })}
            onCancel={setCancelling}
          />
          <Pager window={pages} onPageChange={paging.setPage} testId="sent-tasks-pager" />
        </>
      ) : (
        <CachedReadFallback checked={list.checked} refreshing={list.refreshing} texts={{ offline: t('offlineNoCopy'), wait: t('wait'), failure: t('failure') }} testId="sent-tasks" />
      )}
      <MembersDialog task={membersOf} onClose={() => setMembersOf(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancelTitle')}
        body={t('cancelBody', { name: cancelling?.name ?? '' })}
        cancelLabel={t('keep')}
        confirmLabel={t('cancelConfirm')}
        onConfirm={() => cancelling && void confirmCancel(cancelling)}
        onCancel={() => setCancelling(null)}
        testId="cancel-task"
      />
    </Stack>
  );
}
