/** A task id read from the URL or navigation state: a positive whole number, or null. */
export function taskIdOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
