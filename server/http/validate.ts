import type { z } from 'zod';
import { HttpError } from './http-error';
import { messages } from './messages';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Turns the first zod issue into an Albanian sentence naming the field. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.path.length === 0) return messages.bodyMissing;
  const field = issue.path.map(String).join('.');
  const value = valueAt(input, issue.path);
  if (value === undefined || value === null) return messages.fieldRequired(field);
  // Path and query values are strings even when the rule is numeric ('0', '2147483648'): only a
  // length rule on text is about emptiness or length.
  if (issue.code === 'too_small' && issue.origin === 'string') return messages.fieldEmpty(field);
  if (issue.code === 'too_big' && issue.origin === 'string') return messages.fieldTooLong(field);
  return messages.fieldInvalid(field);
}

/** Parses request input with a contract schema; anything malformed becomes a 400 with an `Error` text, never a 500. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new HttpError(400, first ? describeIssue(first, input) : messages.badRequest);
}
