import { z } from 'zod';
import { MAX_TASK_DESCRIPTION_CHARS, taskCreateBody } from '../../contract/task-creator';
import { DEFAULT_END_TIME, DEFAULT_START_TIME, formInstant, isFormDay, payloadDate, TIME_PATTERN } from './task-dates';

/** The API's title length (contract taskCreateBody), so the form refuses no less and no more than the server. */
export const MAX_TASK_NAME_CHARS = taskCreateBody.shape.name.maxLength ?? 200;
export { MAX_TASK_DESCRIPTION_CHARS };

export type ValidationKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'startRequired'
  | 'endRequired'
  | 'dateFormat'
  | 'timeFormat'
  | 'endBeforeStart'
  | 'outsideParent'
  | 'taskTypeRequired'
  | 'priorityRequired';
export type Translate = (key: `validation.${ValidationKey}`, options?: { max: number }) => string;

/** A member chosen for the task, with what its chip shows. */
export interface PickedMember {
  member_id: number;
  name: string;
  surname: string;
}

/** The form's values as the inputs hold them (selects as strings); also what the draft keeps. */
export interface TaskFormValues {
  name: string;
  description: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  task_type_id: string;
  task_priority_id: string;
  is_qrcode: boolean;
  members: PickedMember[];
}

export const EMPTY_TASK_FORM: TaskFormValues = {
  name: '',
  description: '',
  start_date: '',
  start_time: '',
  end_date: '',
  end_time: '',
  task_type_id: '',
  task_priority_id: '',
  is_qrcode: false,
  members: [],
};

/** What the form gives the page: the create payload's own fields (spec 01 §3) less points and parent. */
export interface TaskFormOutput {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  task_type_id: number;
  task_priority_id: 1 | 2 | 3;
  is_qrcode: boolean;
  member_ids: number[];
}

export interface TaskFormContext {
  /** The display zone the times are typed in (GMT+offset). */
  offsetHours: number;
  /** A sub-task's parent (its ISO start and end): the sub-task's own dates must lie inside them. */
  parent?: { start_date: string; end_date: string } | null;
}

const picked = z.object({ member_id: z.number().int().positive(), name: z.string(), surname: z.string() });

/**
 * The create form (spec 01 §5) with the spec's messages. Every date rule looks at the task's own
 * dates: the original checked a sub-task's parent's dates instead (a defect the spec names). A
 * sub-task must also fit inside its parent, as the server requires.
 */
export function createTaskFormSchema(t: Translate, context: TaskFormContext) {
  const day = (requiredKey: 'startRequired' | 'endRequired') =>
    z
      .string()
      .trim()
      .min(1, t(`validation.${requiredKey}`))
      .refine((value) => value === '' || isFormDay(value), t('validation.dateFormat'));
  const time = z.string().refine((value) => value === '' || TIME_PATTERN.test(value), t('validation.timeFormat'));
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('validation.nameRequired'))
        .max(MAX_TASK_NAME_CHARS, t('validation.nameTooLong', { max: MAX_TASK_NAME_CHARS })),
      description: z
        .string()
        .trim()
        .min(1, t('validation.descriptionRequired'))
        .max(MAX_TASK_DESCRIPTION_CHARS, t('validation.descriptionTooLong', { max: MAX_TASK_DESCRIPTION_CHARS })),
      start_date: day('startRequired'),
      start_time: time,
      end_date: day('endRequired'),
      end_time: time,
      task_type_id: z.string().regex(/^[1-9]\d*$/, t('validation.taskTypeRequired')),
      task_priority_id: z.string().regex(/^[123]$/, t('validation.priorityRequired')),
      is_qrcode: z.boolean(),
      members: z.array(picked),
    })
    .superRefine(
      (values, ctx) => {
        const start = formInstant(values.start_date, values.start_time, DEFAULT_START_TIME, context.offsetHours);
        const end = formInstant(values.end_date, values.end_time, DEFAULT_END_TIME, context.offsetHours);
        if (start === null || end === null) return;
        if (end < start) ctx.addIssue({ code: 'custom', path: ['end_date'], message: t('validation.endBeforeStart') });
        const parent = context.parent;
        if (!parent) return;
        if (start.getTime() < Date.parse(parent.start_date)) ctx.addIssue({ code: 'custom', path: ['start_date'], message: t('validation.outsideParent') });
        if (end.getTime() > Date.parse(parent.end_date)) ctx.addIssue({ code: 'custom', path: ['end_date'], message: t('validation.outsideParent') });
      },
      // The date rules show beside the other fields' messages, not only once those are fixed.
      { when: () => true },
    )
    .transform(
      (values): TaskFormOutput => ({
        name: values.name,
        description: values.description,
        // Both parse: the refinement above and the fields' own checks passed.
        start_date: payloadDate(formInstant(values.start_date, values.start_time, DEFAULT_START_TIME, context.offsetHours) ?? fail()),
        end_date: payloadDate(formInstant(values.end_date, values.end_time, DEFAULT_END_TIME, context.offsetHours) ?? fail()),
        task_type_id: Number(values.task_type_id),
        task_priority_id: Number(values.task_priority_id) as 1 | 2 | 3,
        is_qrcode: values.is_qrcode,
        member_ids: [...new Set(values.members.map((m) => m.member_id))],
      }),
    );
}

function fail(): never {
  throw new Error('a checked date did not parse');
}
