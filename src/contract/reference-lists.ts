/**
 * The reference lists of the configuration screen (spec 01 "Reference-list configuration", §3,
 * §7): one shape for all eleven, name and description, the task type with its points. GET answers
 * a plain array (the dropdowns read it whole); POST creates, PUT {endpoint}/{id}/ renames,
 * DELETE {endpoint}/{id}/ removes a row nothing uses (409 with an `Error` text otherwise).
 */
import { z } from 'zod';
import { plainText } from './common';

/** Every list by its endpoint, with the API prefix it sits under. */
export const REFERENCE_LISTS = {
  educationlevel: '/api/hr',
  education: '/api/hr',
  employmentstatus: '/api/hr',
  employertype: '/api/hr',
  employer: '/api/hr',
  memberrole: '/api/hr',
  partyrole: '/api/hr',
  contributetype: '/api/hr',
  organisation: '/api/hr',
  tasktype: '/api/hr',
  socialmedia: '/api/social',
} as const;
export type ReferenceListName = keyof typeof REFERENCE_LISTS;
export const referenceListNames = Object.keys(REFERENCE_LISTS) as ReferenceListName[];

/** The most points a task type can promise. */
export const MAX_TASK_TYPE_POINTS = 10_000;

/** A row of any list; `points` only on task types. */
export const referenceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  points: z.number().int().optional(),
});
export const referenceRows = z.array(referenceRow);
export type ReferenceRow = z.infer<typeof referenceRow>;

/** POST {endpoint}/ and PUT {endpoint}/{id}/. `points` is read by task types only (default 0). */
export const referenceRowBody = z.object({
  name: plainText(200).trim().min(1),
  description: plainText(1000).nullable().optional(),
  points: z.number().int().min(0).max(MAX_TASK_TYPE_POINTS).optional(),
});
export type ReferenceRowInput = z.infer<typeof referenceRowBody>;
