/**
 * Pieces every editable-values helper shares (the coordinators' lists; patronaged-edit.ts predates
 * them). Zod-free: the service worker loads the offline collections that use them.
 */

/** Trimmed, with empty as null: what a cleared form field means. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A required text trimmed; a blank one stays '' so that it never equals a stored value. */
export function trimmed(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** Field-by-field equality of two already normalised value objects. */
export function sameValues<T extends object>(a: T, b: T, fields: readonly (keyof T)[]): boolean {
  return fields.every((field) => a[field] === b[field]);
}
