/**
 * Hand-written field checks for the outbox kinds (zod stays out of the service worker bundle):
 * each kind lists its fields with one of these and `pickFields` checks and copies them.
 */
export type FieldCheck = (value: unknown) => boolean;

export const text: FieldCheck = (v) => typeof v === 'string';
export const textOrNull: FieldCheck = (v) => v === null || typeof v === 'string';
export const flag: FieldCheck = (v) => typeof v === 'boolean';
export const id: FieldCheck = (v) => Number.isSafeInteger(v) && (v as number) > 0;
export const idOrNull: FieldCheck = (v) => v === null || id(v);

/** The object with exactly `fields`, each checked; throws naming the first bad field. */
export function pickFields<T>(value: unknown, fields: Readonly<Record<keyof T & string, FieldCheck>>, what: string): T {
  if (typeof value !== 'object' || value === null) throw new Error(`malformed ${what}`);
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, valid] of Object.entries<FieldCheck>(fields)) {
    if (!valid(record[field])) throw new Error(`malformed ${what}: ${field}`);
    out[field] = record[field];
  }
  return out as T;
}
