import { Button, HStack, Stack } from '@chakra-ui/react';
import { MessageSquare, Pencil, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TaskDoc, TaskInfo } from '../../../contract/task-creator';
import { db } from '../../../db/database';
import { CommentsPanel } from '../../../ui/comments/comments-panel';
import { useOnline } from '../../../ui/offline-list/use-online';
import { fetchQrPdf, saveTask, taskInfoPath, uploadTaskDoc, deleteTaskDoc } from '../api';
import { saveFile } from '../../../ui/save-file';
import { payloadOf, valuesOf, type EditValues } from '../edit-values';
import { TASK_EDIT_NS } from '../i18n/namespace';
import { toastSuccess, withServer } from '../task-actions';
import { CompletedCards } from './completed-cards';
import { DocumentsSection } from './documents-section';
import { MembersList } from './members-list';
import { ServerCopy } from './server-copy';
import { QrPanel } from './qr-panel';
import { SubtasksTable } from './subtasks-table';
import { TaskDetails } from './task-details';
import { TaskEditForm } from './task-edit-form';

/** Spec 01 §9: the creator's comment panel is 470 px high. */
const COMMENT_PANEL_HEIGHT = '470px';

interface TaskViewProps {
  userId: number;
  fullName: string;
  task: TaskInfo;
  refresh: () => void;
}

/** One task's detail in view or edit mode (spec 01 §2 "Task detail"); keyed by the task so another task starts in view mode. */
export function TaskView({ userId, fullName, task, refresh }: TaskViewProps) {
  const { t } = useTranslation(TASK_EDIT_NS);
  const online = useOnline();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [problem, setProblem] = useState<string | null>(null);
  // The version the edit began on, and the other device's save when the server refused ours for it.
  const [base, setBase] = useState<number | undefined>(undefined);
  const [serverCopy, setServerCopy] = useState<TaskInfo | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const needsServer = t('needsServer');

  const save = async (values: EditValues) => {
    const result = await withServer(online, needsServer, () => saveTask(task.id, { ...payloadOf(values), ...(base !== undefined && { base }) }));
    if (!result.ok) return setProblem(result.problem ?? t('failure'));
    const answer = result.value;
    // Either answer is the detail as it now is on the server: the device's copy follows it at once.
    const saved = answer.kind === 'saved' ? answer.task : answer.current;
    await db.cachedReads.put({ userId, key: taskInfoPath(task.id), value: saved, at: Date.now() });
    if (answer.kind === 'changedElsewhere') {
      // Nothing typed is lost and nothing of theirs is overwritten: both show, and a second Save is a choice.
      setBase(answer.current.version);
      setServerCopy(answer.current);
      return setProblem(answer.text);
    }
    setProblem(null);
    setServerCopy(null);
    setMode('view');
    toastSuccess(t('success'), t('form.saved'));
  };
  const cancel = () => {
    setProblem(null);
    setServerCopy(null);
    setMode('view');
  };
  const upload = async (description: string, file: File) => {
    const result = await withServer(online, needsServer, () => uploadTaskDoc(task.id, description, file));
    if (!result.ok) return false;
    toastSuccess(t('success'), t('documents.success'));
    refresh();
    return true;
  };
  const remove = async (doc: TaskDoc) => {
    const result = await withServer(online, needsServer, () => deleteTaskDoc(doc.id));
    if (!result.ok) return;
    toastSuccess(t('success'), t('documents.deleted'));
    refresh();
  };
  const downloadPdf = async () => {
    const result = await withServer(online, needsServer, () => fetchQrPdf(task.id));
    if (result.ok) saveFile(result.value.blob, result.value.fileName);
  };
  const openTask = (id: number) => void navigate(`/task-edit?id=${id}`, { state: { taskId: id } });
  const addSubtask = () => void navigate(`/task-create?parent=${task.id}`, { state: { parent: task.id } });
  const joinConference = (code: string) => void navigate(`/conference?code=${encodeURIComponent(code)}`, { state: { code, fullName } });

  if (mode === 'edit') {
    return (
      <Stack gap="4">
        {serverCopy && <ServerCopy task={serverCopy} />}
        <TaskEditForm
        userId={userId}
        initial={valuesOf(task)}
        current={{ type: task.task_type, priority: task.task_priority }}
        problem={problem}
        onSave={save}
        onCancel={cancel}
      />
      </Stack>
    );
  }

  const hashCode = task.hash_code;
  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap">
        <Button
          minH="44px"
          onClick={() => {
            setBase(task.version);
            setMode('edit');
          }}
          data-testid="task-edit"
        >
          <Pencil aria-hidden />
          {t('actions.edit')}
        </Button>
        {hashCode && (
          <Button minH="44px" variant="outline" colorPalette="blue" onClick={() => joinConference(hashCode)} data-testid="join-conference">
            <Video aria-hidden />
            {t('actions.conference')}
          </Button>
        )}
        <Button minH="44px" variant="outline" onClick={() => setCommentsOpen((open) => !open)} aria-expanded={commentsOpen} data-testid="comments-toggle">
          <MessageSquare aria-hidden />
          {commentsOpen ? t('actions.hideComments') : t('actions.comments')}
        </Button>
      </HStack>
      <TaskDetails task={task} />
      {commentsOpen && (
        <CommentsPanel
          userId={userId}
          taskId={task.id}
          height={COMMENT_PANEL_HEIGHT}
          reveal
          texts={{
            heading: t('comments.heading'),
            label: t('comments.label'),
            placeholder: t('comments.placeholder'),
            send: t('comments.send'),
            required: t('comments.required'),
            empty: t('comments.empty'),
            failure: t('comments.failure'),
            outbox: { refused: (reason) => t('comments.refused', { reason }), discard: t('comments.discard') },
          }}
        />
      )}
      {task.is_qrcode && <QrPanel taskId={task.id} name={task.name} onDownload={downloadPdf} />}
      {/* A sub-task of a sub-task is refused by the server: only a top-level task offers 'add'. */}
      <SubtasksTable rows={task.subtasks} onOpen={openTask} onAdd={task.parent === null ? addSubtask : null} />
      <MembersList members={task.members} />
      <CompletedCards cards={task.completed_tasks} />
      <DocumentsSection docs={task.docs} onUpload={upload} onDelete={remove} />
    </Stack>
  );
}
