import { z } from 'zod';
import { MAX_TASK_DESCRIPTION_CHARS, type TaskInfo } from '../../contract/task-creator';
import { getDisplayZone } from '../../lib/display-offset';
import { formDayOf, formDayTimeToUtc, FORM_TIME_PATTERN, parseFormDay, payloadDateTime } from '../../lib/form-day';
import { formatZoned, ISO_DAY_FORMAT, TIME_FORMAT } from '../../lib/zoned-time';
import type { TaskUpdatePayload } from './api';

/** The edit form's fields: dates and times as the inputs hold them, in the display zone. */
export interface EditValues {
  name: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  typeId: string;
  priorityId: string;
}

const TIME = FORM_TIME_PATTERN;

export interface EditMessages {
  nameRequired: string;
  descriptionRequired: string;
  descriptionTooLong: string;
  startRequired: string;
  endRequired: string;
  dateFormat: string;
  endBeforeStart: string;
  typeRequired: string;
  priorityRequired: string;
}

/** The form's rules with the spec's texts (the same as task creation, spec 01 §5). */
export function editSchema(m: EditMessages) {
  // Spec 01 §5: a real day, year 19xx or 20xx, typed DD-MM-YYYY.
  const day = (required: string) =>
    z
      .string()
      .trim()
      .min(1, required)
      .refine((value) => parseFormDay(value) !== null, m.dateFormat);
  return z
    .object({
      name: z.string().trim().min(1, m.nameRequired).max(200),
      description: z.string().trim().min(1, m.descriptionRequired).max(MAX_TASK_DESCRIPTION_CHARS, m.descriptionTooLong),
      startDate: day(m.startRequired),
      startTime: z.string().regex(TIME, m.startRequired),
      endDate: day(m.endRequired),
      endTime: z.string().regex(TIME, m.endRequired),
      typeId: z.string().min(1, m.typeRequired),
      priorityId: z.string().min(1, m.priorityRequired),
    })
    .refine(
      (v) => {
        const zone = getDisplayZone();
        const start = formDayTimeToUtc(v.startDate, v.startTime, zone);
        const end = formDayTimeToUtc(v.endDate, v.endTime, zone);
        // A malformed day or time already has its own message.
        return start === null || end === null || end >= start;
      },
      { path: ['endDate'], message: m.endBeforeStart },
    );
}

/** The task's values as the form shows them. */
export function valuesOf(task: TaskInfo): EditValues {
  const zone = getDisplayZone();
  return {
    name: task.name,
    description: task.description,
    startDate: formDayOf(formatZoned(task.start_date, ISO_DAY_FORMAT, zone)),
    startTime: formatZoned(task.start_date, TIME_FORMAT, zone),
    endDate: formDayOf(formatZoned(task.end_date, ISO_DAY_FORMAT, zone)),
    endTime: formatZoned(task.end_date, TIME_FORMAT, zone),
    typeId: task.task_type ? String(task.task_type.id) : '',
    priorityId: String(task.task_priority.id),
  };
}

/** A typed day and time of the display zone as the server takes it: UTC, HH:mm:ss with a Z (spec 01 §9). */
export function instantText(day: string, time: string): string {
  const instant = formDayTimeToUtc(day, time, getDisplayZone());
  if (instant === null) throw new Error('a checked date did not parse');
  return payloadDateTime(instant);
}

/** The update payload (spec 01 §3): what the form holds, with an empty activity list as the form always sent. */
export function payloadOf(values: EditValues): TaskUpdatePayload {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    start_date: instantText(values.startDate, values.startTime),
    end_date: instantText(values.endDate, values.endTime),
    taskactivity_set: [],
    task_type_id: Number(values.typeId),
    task_priority_id: Number(values.priorityId) as TaskUpdatePayload['task_priority_id'],
  };
}
