import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { taskInfo } from '../../../contract/task-creator';
import { CachedAsOf } from '../../../ui/cached/as-of-line';
import { CachedReadFallback } from '../../../ui/cached/cached-read-fallback';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { useSession } from '../../../ui/session/session-context';
import { taskInfoPath } from '../api';
import { TaskView } from '../components/task-view';
import { TASK_EDIT_NS } from '../i18n/namespace';
import { positiveId } from '../../../lib/route-id';

/** Back where the member came from, or to the sent tasks when the page was opened directly. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/tasks-sent', { replace: true });
  };
}

/**
 * The creator's task detail (spec 01 §2 "Task detail"). The id comes in navigation state
 * (`{ taskId }`) as the spec says, and in the URL (`?id=`) so a reload or a shared link opens it
 * again, also offline from the device's last copy.
 */
export default function TaskEditPage() {
  const { t } = useTranslation(TASK_EDIT_NS);
  const { auth, fullName } = useSession();
  const userId = auth?.userId ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const state = location.state as { taskId?: unknown } | null;
  const fromUrl = positiveId(params.get('id'));
  const id = fromUrl ?? positiveId(state?.taskId);
  const info = useCachedRead(userId, id === null ? null : taskInfoPath(id), taskInfo);

  useEffect(() => {
    // Spec: without a task id it goes back. With the id only in state, the URL takes it too (reload, sharing).
    if (id === null) goBack();
    else if (fromUrl === null) void navigate(`/task-edit?id=${id}`, { replace: true, state });
    // goBack and navigate are fresh each render; the decision depends on the ids alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, fromUrl]);

  const task = info.data;
  // Room below the last section: the toasts (bottom right, full width on a phone) never hide its buttons.
  return (
    <Stack gap="5" pb="28">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl" data-testid="task-title">
          {task?.name ?? t('heading')}
        </Heading>
        <Button variant="outline" minH="44px" onClick={goBack} data-testid="task-back">
          <ArrowLeft aria-hidden />
          {t('back')}
        </Button>
      </HStack>
      <CachedAsOf at={info.at} format={(date) => t('asOf', { date })} testId="task-as-of" />
      {task && userId !== null ? (
        <TaskView key={task.id} userId={userId} fullName={fullName} task={task} refresh={info.refresh} />
      ) : (
        <CachedReadFallback checked={info.checked} refreshing={info.refreshing || id === null} texts={{ offline: t('offlineNoCopy'), wait: t('wait'), failure: t('notFound') }} testId="task" />
      )}
    </Stack>
  );
}
