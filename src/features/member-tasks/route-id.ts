/** An id read from the URL or navigation state: a positive whole number, or null. */
export function positiveId(value: unknown): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
