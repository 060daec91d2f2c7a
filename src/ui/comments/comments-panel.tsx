import { Box, Button, Field, HStack, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { taskComments as taskCommentsCollection } from '../../collections/member-task-actions';
import { rowKey } from '../../collections/offline-collection';
import { MAX_TASK_COMMENT_CHARS, taskComments } from '../../contract/task-comments';
import { db } from '../../db/database';
import { formatCommentDateTime } from '../../lib/datetime';
import { useCachedRead } from '../cached/use-cached-read';
import { notifyError } from '../offline-list/notify';
import { addTaskComment, taskCommentsPath } from './add-comment';
import { OutboxNote, type OutboxNoteTexts } from './outbox-note';

export interface CommentsPanelTexts {
  heading: string;
  label: string;
  placeholder: string;
  send: string;
  required: string;
  empty: string;
  failure: string;
  outbox: OutboxNoteTexts;
}

function useLocalComments(userId: number, taskId: number) {
  return useLiveQuery(async () => {
    const records = await db.taskComments.where('[userId+taskId]').equals([userId, taskId]).toArray();
    const rows = await db.outbox.bulkGet(records.map((r) => rowKey(taskCommentsCollection, r.key)));
    return records
      .filter((r) => r.exists && !r.sent)
      .map((r, i) => ({ ...r, row: rows[i] }))
      .sort((a, b) => a.create_date.localeCompare(b.create_date));
  }, [userId, taskId]);
}

interface CommentsPanelProps {
  userId: number;
  taskId: number;
  /** The thread's box height (spec 02 §9: 370 px for a member, spec 01 §9: 470 px for the creator). */
  height: string;
  texts: CommentsPanelTexts;
  /** Opened by a button (not part of the page from the start): scroll it into view and focus the thread. */
  reveal?: boolean;
}

/** A task's chat: the thread's last copy, then the comments written on this device that the server does not have yet. */
export function CommentsPanel({ userId, taskId, height, texts, reveal = false }: CommentsPanelProps) {
  const headingId = useId();
  const thread = useCachedRead(userId, taskCommentsPath(taskId), taskComments);
  const local = useLocalComments(userId, taskId) ?? [];
  const schema = z.object({ comment: z.string().trim().min(1, texts.required).max(MAX_TASK_COMMENT_CHARS) });
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' }, resolver: zodResolver(schema) });
  const panel = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLDivElement>(null);
  const localCount = local.length;
  const previousCount = useRef(localCount);
  const { refresh } = thread;
  useEffect(() => {
    // A comment left the device (the server has it): the thread now holds it.
    if (localCount < previousCount.current) refresh();
    previousCount.current = localCount;
  }, [localCount, refresh]);
  const shown = (thread.data?.data.length ?? 0) + localCount;
  useEffect(() => {
    // The newest comment in view, as a chat opens; the page itself does not move.
    const box = panel.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [shown]);

  useEffect(() => {
    if (!reveal) return;
    // Opened below the fold, the panel would appear where nobody looks: bring it up, and the
    // keyboard and screen reader with it (the thread, not the text box, so no phone keyboard pops up).
    const smooth = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches !== true;
    section.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [reveal]);

  const submit = form.handleSubmit(async ({ comment }) => {
    try {
      await addTaskComment(userId, taskId, comment);
    } catch {
      notifyError(texts.failure);
      return;
    }
    form.reset({ comment: '' });
  });

  return (
    <Stack ref={section} gap="2" as="section" aria-labelledby={headingId} scrollMarginTop="20">
      <Heading as="h2" size="md" id={headingId}>
        {texts.heading}
      </Heading>
      <Box ref={panel} h={height} overflowY="auto" borderWidth="1px" rounded="md" p="2" data-testid="comments-panel" data-loaded={thread.data !== undefined} tabIndex={0} aria-label={texts.heading}>
        {shown === 0 && <Text color="fg.muted">{texts.empty}</Text>}
        <Stack gap="2">
          {thread.data?.data.map((c) => (
            <Box key={c.id} bg="bg.muted" rounded="md" p="2" data-testid="comment">
              <Text fontSize="sm" fontWeight="semibold">
                {`${c.member.name} ${c.member.surname}`} · {formatCommentDateTime(c.create_date)}
              </Text>
              <Text whiteSpace="pre-wrap">{c.comment}</Text>
            </Box>
          ))}
          {local.map((c) => (
            <Box key={c.key} bg="bg.muted" rounded="md" p="2" data-testid="comment" data-local>
              <Text fontSize="sm" fontWeight="semibold">{formatCommentDateTime(c.create_date)}</Text>
              <Text whiteSpace="pre-wrap">{c.comment}</Text>
              <OutboxNote change={c.row && { key: c.row.key, state: c.row.state, lastError: c.row.lastError }} testId="comment-sync" texts={texts.outbox} />
            </Box>
          ))}
        </Stack>
      </Box>
      <form onSubmit={(e) => void submit(e)} data-testid="comment-form">
        <Field.Root invalid={form.formState.errors.comment !== undefined}>
          <Field.Label srOnly>{texts.label}</Field.Label>
          <HStack align="start" w="full">
            <Textarea rows={2} placeholder={texts.placeholder} maxLength={MAX_TASK_COMMENT_CHARS} {...form.register('comment')} />
            <Button type="submit" minH="44px" data-testid="comment-send">
              <Send aria-hidden />
              {texts.send}
            </Button>
          </HStack>
          <Field.ErrorText>{form.formState.errors.comment?.message}</Field.ErrorText>
        </Field.Root>
      </form>
    </Stack>
  );
}
