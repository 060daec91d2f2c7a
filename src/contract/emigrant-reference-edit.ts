/**
 * The editable part of an emigrant reference, shared by the server (what it stores and compares),
 * the form and the offline collection. Zod-free: the service worker loads the collection.
 */
import { sameValues, textOrNull, trimmed } from './edit-values';

/**
 * The `Error` of PUT and DELETE /api/patronage/emigrant-reference/{id}/ for a reference that does
 * not exist or is another member's (spec 02 §5). The outbox reads a delete's 404 with it as
 * "already deleted".
 */
export const EMIGRANT_REFERENCE_GONE = 'Emigranti nuk gjendet!';

/** What an edit may change: the country is fixed once the reference exists (spec 02 §5). */
export interface EmigrantReferenceEdit {
  city: string;
  city_albania: string;
  name: string;
  surname: string;
  phone: string;
  referues_name: string | null;
}

/** Every editable field: what a partial base may name. */
export const EMIGRANT_REFERENCE_EDIT_FIELDS: readonly (keyof EmigrantReferenceEdit)[] = ['city', 'city_albania', 'name', 'surname', 'phone', 'referues_name'];

/** The one form an edit is stored, sent and compared in: trimmed text, an empty referrer as null. */
export function normalizeEmigrantReferenceEdit(edit: EmigrantReferenceEdit): EmigrantReferenceEdit {
  return {
    city: trimmed(edit.city),
    city_albania: trimmed(edit.city_albania),
    name: trimmed(edit.name),
    surname: trimmed(edit.surname),
    phone: trimmed(edit.phone),
    referues_name: textOrNull(edit.referues_name),
  };
}

/** Same values after normalising: how the server decides whether a base is still current. */
export function sameEmigrantReferenceEdit(a: EmigrantReferenceEdit, b: EmigrantReferenceEdit): boolean {
  return sameValues(normalizeEmigrantReferenceEdit(a), normalizeEmigrantReferenceEdit(b), EMIGRANT_REFERENCE_EDIT_FIELDS);
}

/** The editable values of a listed reference (structural, so this file stays zod-free). */
export function emigrantEditOfListed(reference: EmigrantReferenceEdit): EmigrantReferenceEdit {
  return normalizeEmigrantReferenceEdit(reference);
}
