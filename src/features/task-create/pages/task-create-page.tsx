import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { reportApiError } from '../../../api/error-message';
import { taskPriorities, taskTypes } from '../../../contract/member-tasks';
import { memberGroups, TASK_CREATOR_PERMISSION, taskInfo, type TaskInfo } from '../../../contract/task-creator';
import { formatDateTime, getDisplayOffset } from '../../../lib/datetime';
import { CachedAsOf } from '../../../ui/cached/as-of-line';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useSession } from '../../../ui/session/session-context';
import { toaster } from '../../../ui/toaster';
import { createTask } from '../api';
import { TaskForm } from '../components/task-form';
import { clearDraft, readDraft, writeDraft } from '../draft';
import { positiveId } from '../../../lib/route-id';
import { TASK_CREATE_NS } from '../i18n/namespace';
import { formParts } from '../task-dates';
import { EMPTY_TASK_FORM, type TaskFormOutput, type TaskFormValues } from '../task-form-schema';

/** Spec 01 §9: the page goes back this long after the success toast. */
const LEAVE_AFTER_MS = 2500;

/** Back where the member came from; with no history entry (a shared link), to the list (or the parent task). */
function useLeave(parentId: number | null): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(parentId === null ? '/tasks-sent' : `/task-edit?id=${parentId}`, { replace: true });
  }, [key, navigate, parentId]);
}

/**
 * /task-create (spec 01 'Task creation'): a new task, or with `?parent=<id>` (or state `{ parent }`)
 * a sub-task of one of the member's tasks. Behind 'Detyra'. The lists open from the device's last
 * copy; creating needs the server.
 */
export default function TaskCreatePage() {
  const { t } = useTranslation(TASK_CREATE_NS);
  const { auth, permissionCodes } = useSession();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? null) as { parent?: unknown } | null;
  const parentId = positiveId(params.get('parent')) ?? positiveId(state?.parent);
  const leave = useLeave(parentId);
  const top = useRef<HTMLDivElement>(null);
  const allowed = permissionCodes.includes(TASK_CREATOR_PERMISSION);

  return (
    <Stack gap="4" ref={top} maxW="4xl" scrollMarginTop="24">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          {t(parentId === null ? 'title' : 'subtaskTitle')}
        </Heading>
        <Button variant="outline" minH="44px" onClick={leave} data-testid="task-create-back">
          <ArrowLeft aria-hidden />
          {t('back')}
        </Button>
      </HStack>
      {allowed && auth ? <CreateTask userId={auth.userId} parentId={parentId} top={top} leave={leave} /> : <NoAccess testId="task-create-no-access" />}
    </Stack>
  );
}

interface CreateTaskProps {
  userId: number;
  parentId: number | null;
  top: RefObject<HTMLDivElement | null>;
  leave: () => void;
}

function CreateTask({ userId, parentId, top, leave }: CreateTaskProps) {
  const { t } = useTranslation(TASK_CREATE_NS);
  const online = useOnline();
  const types = useCachedRead(userId, '/api/hr/tasktype/', taskTypes);
  const priorities = useCachedRead(userId, '/api/hr/taskpriority/', taskPriorities);
  const groups = useCachedRead(userId, '/api/hr/task-member-group/', memberGroups);
  const parent = useCachedRead(userId, parentId === null ? null : `/api/hr/taskinfo/?task_id=${parentId}`, taskInfo);
  const [done, setDone] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (leaveTimer.current !== null) clearTimeout(leaveTimer.current);
  }, []);

  // The menu hides the entry without 'Detyra'; a stale permission list still meets the server's 404.
  if (groups.error instanceof ApiError && groups.error.status === 404) return <NoAccess testId="task-create-no-access" />;
  if (parentId !== null && parent.data === undefined) {
    return parent.refreshing ? (
      <Text color="fg.muted">{t('parent.loading')}</Text>
    ) : (
      <Alert.Root status="warning" data-testid="task-create-parent-missing">
        <Alert.Indicator />
        <Alert.Title>{online ? t('parent.missing') : t('offline')}</Alert.Title>
      </Alert.Root>
    );
  }

  const submit = async (output: TaskFormOutput) => {
    const points = types.data?.find((type) => type.id === output.task_type_id)?.points ?? 0;
    try {
      await createTask({ ...output, points, taskactivity_set: [], ...(parentId === null ? {} : { parent: parentId }) });
    } catch (error) {
      // The server's Error in a warning toast titled 'Error', else 'Pati një problem.' (spec 01 §8); the form keeps its values.
      await reportApiError(error);
      return;
    }
    setDone(true);
    clearDraft(userId, parentId);
    toaster.create({ type: 'success', title: t('toast.title'), description: t(parentId === null ? 'toast.created' : 'toast.subtaskCreated') });
    leaveTimer.current = setTimeout(leave, LEAVE_AFTER_MS);
  };

  return (
    <Stack gap="4">
      {parent.data && <ParentLine parent={parent.data} />}
      <CachedAsOf at={types.at} format={(date) => t('asOf', { date })} testId="task-create-as-of" />
      {(types.data === undefined || priorities.data === undefined) && !types.refreshing && !priorities.refreshing && (
        <Alert.Root status="info" data-testid="task-create-lists-missing">
          <Alert.Indicator />
          <Alert.Title>{t('listsMissing')}</Alert.Title>
        </Alert.Root>
      )}
      <FormWithDraft
        userId={userId}
        parentId={parentId}
        parent={parent.data ?? null}
        types={types.data ?? []}
        priorities={priorities.data ?? []}
        groups={groups.data ?? []}
        online={online}
        done={done}
        onSubmit={submit}
        onInvalid={() => top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })}
      />
    </Stack>
  );
}

function ParentLine({ parent }: { parent: TaskInfo }) {
  const { t } = useTranslation(TASK_CREATE_NS);
  return (
    <Stack gap="1" data-testid="task-create-parent">
      <Text fontWeight="semibold">{t('parent.of', { name: parent.name })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('parent.dates', { start: formatDateTime(parent.start_date), end: formatDateTime(parent.end_date) })}
      </Text>
    </Stack>
  );
}

type FormWithDraftProps = Omit<Parameters<typeof TaskForm>[0], 'defaults' | 'blank' | 'context' | 'onChange'> & {
  userId: number;
  parentId: number | null;
  parent: TaskInfo | null;
};

/** The form's first values: this tab's draft, else empty (a sub-task starting on its parent's dates). */
function FormWithDraft({ userId, parentId, parent, done, ...form }: FormWithDraftProps) {
  const [offsetHours] = useState(getDisplayOffset);
  const context = useMemo(() => ({ offsetHours, parent: parent && { start_date: parent.start_date, end_date: parent.end_date } }), [offsetHours, parent]);
  const blank = useMemo((): TaskFormValues => {
    const start = parent && formParts(parent.start_date, offsetHours);
    const end = parent && formParts(parent.end_date, offsetHours);
    return { ...EMPTY_TASK_FORM, start_date: start?.day ?? '', start_time: start?.time ?? '', end_date: end?.day ?? '', end_time: end?.time ?? '' };
  }, [parent, offsetHours]);
  const [defaults] = useState(() => readDraft(userId, parentId) ?? blank);
  const onChange = useCallback(
    (values: TaskFormValues) => {
      if (!done) writeDraft(userId, parentId, values);
    },
    [done, userId, parentId],
  );
  return <TaskForm {...form} done={done} defaults={defaults} blank={blank} context={context} onChange={onChange} />;
}
