import { HttpError } from './http-error';

/** Absent, null or blank text: a form field left empty. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The spec's own text for the first required field left empty, as a 400, before the contract
 * schema parses the input (its texts are generic). A field present with a wrong type is left to
 * the schema.
 */
export function requireFields(input: unknown, required: readonly (readonly [field: string, text: string])[]): void {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return;
  const fields = input as Record<string, unknown>;
  for (const [field, text] of required) if (isBlank(fields[field])) throw new HttpError(400, text);
}
