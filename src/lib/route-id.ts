/** An id read from the URL or navigation state (the task screens of both areas): a positive whole number, or null. */
export function positiveId(value: unknown): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
