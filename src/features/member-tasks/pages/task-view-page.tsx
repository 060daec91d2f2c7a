import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { ArrowLeft, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { memberTaskDetail } from '../../../contract/member-tasks';
import { CachedAsOf } from '../../../ui/cached/as-of-line';
import { CachedReadFallback } from '../../../ui/cached/cached-read-fallback';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useSession } from '../../../ui/session/session-context';
import { markSeen } from '../api';
import { CommentsPanel } from '../components/comments-panel';
import { DocumentsSection } from '../components/documents-section';
import { OutboxNote } from '../components/outbox-note';
import { ReportSection } from '../components/report-section';
import { StatusBanner } from '../components/status-banner';
import { SubtasksList } from '../components/subtasks-list';
import { TaskActions } from '../components/task-actions';
import { TaskFields } from '../components/task-fields';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { detailPath } from '../query';
import { positiveId } from '../../../lib/route-id';
import { effectiveStatus } from '../status';
import { completeTask, refuseTask, saveReport } from '../store';
import { qrViewLink, type TaskViewState } from '../../../lib/task-links';
import { useAssignmentChanges } from '../use-assignment-changes';
import { withToasts } from '../with-toasts';

/** The consult view (spec 02 §2.4). The assignment id comes in the URL (`?id=`) so a reload opens it again, also offline. */
export default function TaskViewPage() {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const { auth } = useSession();
  const userId = auth?.userId ?? null;
  const online = useOnline();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? null) as Partial<TaskViewState> | null;
  const id = positiveId(params.get('id')) ?? positiveId(state?.memberTaskId);
  const detail = useCachedRead(userId, id === null ? null : detailPath(id), memberTaskDetail);
  const assignment = detail.data;
  const changes = useAssignmentChanges(userId, assignment, detail.watermark);
  // The end date only matters for a refusal undone on this device: the time the page opened is close enough.
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    if (id !== null && online) void markSeen(id).catch(() => undefined);
  }, [id, online]);

  // Spec 02 §2.4: Back returns to the dashboard when the task was opened there, otherwise to the list.
  const back = () => void navigate(state?.from === 'dashboard' ? '/dashboard' : `/tasks-received${state?.listSearch ? `?${state.listSearch}` : ''}`);

  const header = (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Heading as="h1" size="xl">
        {assignment?.task.name ?? t('view.heading')}
      </Heading>
      <Button variant="outline" minH="44px" onClick={back} data-testid="task-back">
        <ArrowLeft aria-hidden />
        {t('view.back')}
      </Button>
    </HStack>
  );

  // The menu's 'task view' entry names no task: the list is where one is chosen.
  if (id === null) return <Navigate to="/tasks-received" replace />;
  if (!assignment || !changes || userId === null) {
    return (
      <Stack gap="4">
        {header}
        <CachedReadFallback checked={detail.checked} refreshing={detail.refreshing} texts={{ offline: t('offlineNoCopy'), wait: t('wait'), failure: t('notFound') }} testId="task" />
      </Stack>
    );
  }

  const { status, refused } = effectiveStatus(assignment, changes.completion, openedAt);
  const shownAt = detail.watermark;
  // Spec 02 §4: after 'Detyra u krye' the member returns to the dashboard or the list.
  const complete = () => void withToasts(() => completeTask(userId, assignment, shownAt), t('view.doneSuccess'), t('view.doneFailure')).then((done) => done && back());
  const refuse = (reason: string) => void withToasts(() => refuseTask(userId, assignment, shownAt, reason), t('view.refuseSuccess'), t('view.doneFailure'));
  const qr = qrViewLink(assignment.task.id);

  return (
    <Stack gap="5">
      {header}
      <CachedAsOf at={detail.at} format={(date) => t('asOf', { date })} testId="task-as-of" />
      <StatusBanner status={status} refused={refused} />
      <OutboxNote change={changes.completionRow} testId="completion-sync" />
      <TaskFields assignment={assignment} />
      <TaskActions
        canComplete={status !== 'completed'}
        canRefuse={status !== 'completed' && !refused}
        qrOnly={assignment.task.is_qrcode}
        onComplete={complete}
        onRefuse={refuse}
      />
      {assignment.task.is_qrcode && (
        <Button alignSelf="start" variant="outline" minH="44px" onClick={() => void navigate(qr.to, { state: qr.state })} data-testid="open-qr">
          <QrCode aria-hidden />
          {t('view.openQr')}
        </Button>
      )}
      <CommentsPanel userId={userId} taskId={assignment.task.id} />
      <ReportSection report={changes.report} editable={status === 'ongoing'} change={changes.reportRow} onSave={(html) => saveReport(userId, assignment, shownAt, html)} />
      <DocumentsSection userId={userId} memberTaskId={assignment.id} canDelete={status === 'ongoing'} />
      <SubtasksList rows={assignment.subtasks} />
    </Stack>
  );
}
