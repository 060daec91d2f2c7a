import { z } from 'zod';
import type { TaskFormValues } from './task-form-schema';

/**
 * What the member typed, kept in this tab's sessionStorage until the task is created (creating
 * needs the server, so an offline member should not lose the form to a reload). Per member and
 * per parent, so a sub-task's draft never fills a new task's form.
 */
const draftValues = z.object({
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  task_type_id: z.string(),
  task_priority_id: z.string(),
  is_qrcode: z.boolean(),
  members: z.array(z.object({ member_id: z.number().int().positive(), name: z.string(), surname: z.string() })),
}) satisfies z.ZodType<TaskFormValues>;

const draftKey = (userId: number, parent: number | null) => `terren:task-create-draft:${userId}:${parent ?? 'new'}`;

export function readDraft(userId: number, parent: number | null): TaskFormValues | null {
  try {
    const text = sessionStorage.getItem(draftKey(userId, parent));
    if (text === null) return null;
    const parsed = draftValues.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: number, parent: number | null, values: TaskFormValues): void {
  try {
    sessionStorage.setItem(draftKey(userId, parent), JSON.stringify(values));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearDraft(userId: number, parent: number | null): void {
  sessionStorage.removeItem(draftKey(userId, parent));
}
