import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { z } from 'zod';
import { DAY_PATTERN } from '../../contract/patterns';
import { MAX_TASK_DESCRIPTION_CHARS, type TaskInfo } from '../../contract/task-creator';
import { formatInOffset, getDisplayOffset } from '../../lib/datetime';
import type { TaskUpdatePayload } from './api';

dayjs.extend(utc);

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

/** Spec 01 §5: yyyy-mm-dd with year 19xx or 20xx. */
const DAY = DAY_PATTERN;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

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
  const day = (required: string) => z.string().trim().min(1, required).regex(DAY, m.dateFormat);
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
    .refine((v) => `${v.endDate}T${v.endTime}` >= `${v.startDate}T${v.startTime}`, { path: ['endDate'], message: m.endBeforeStart });
}

/** The task's values as the form shows them. */
export function valuesOf(task: TaskInfo): EditValues {
  const offset = getDisplayOffset();
  return {
    name: task.name,
    description: task.description,
    startDate: formatInOffset(task.start_date, 'YYYY-MM-DD', offset),
    startTime: formatInOffset(task.start_date, 'HH:mm', offset),
    endDate: formatInOffset(task.end_date, 'YYYY-MM-DD', offset),
    endTime: formatInOffset(task.end_date, 'HH:mm', offset),
    typeId: task.task_type ? String(task.task_type.id) : '',
    priorityId: String(task.task_priority.id),
  };
}

/** A day and time of the display zone as the server takes it: UTC, HH:mm:ss with a Z (spec 01 §9). */
export function instantText(day: string, time: string): string {
  return dayjs.utc(`${day}T${time}:00`).subtract(getDisplayOffset(), 'hour').format('YYYY-MM-DDTHH:mm:ss[Z]');
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
