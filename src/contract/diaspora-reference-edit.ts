/**
 * The editable part of a diaspora reference and its voting status, shared by the server, the forms
 * and the offline collection. Zod-free: the service worker loads the collection.
 */
import { sameValues, textOrNull, trimmed } from './edit-values';

/**
 * The `Error` of PUT and DELETE on /api/patronage/diaspora-reference/{id}/ (and the status call) for
 * a reference that does not exist or is another member's. The outbox reads a delete's 404 with it
 * as "already deleted".
 */
export const DIASPORA_REFERENCE_GONE = 'Referenca e diasporës nuk u gjet!';

/** The reference type whose references always name a referrer (spec 02 §4). */
export const BUSINESS_REFERENCE_CODE = 'biznesi';

/** The edit payload of spec 02 §3: the new payload without the voter and the three voting flags. */
export interface DiasporaReferenceEdit {
  country_id: number;
  reference_type: number;
  emigrant_city: string | null;
  emigrant_phone: string;
  zip_code: string | null;
  note: string | null;
  has_referues: boolean;
  referues_name: string | null;
  referues_surname: string | null;
  referues_phone: string | null;
}

/** The three independent voting flags (spec 02 §4). */
export interface DiasporaStatus {
  per_registered: boolean;
  envelope_received: boolean;
  voted: boolean;
}

export const DIASPORA_STATUS_FLAGS: readonly (keyof DiasporaStatus)[] = ['per_registered', 'envelope_received', 'voted'];

/** Every editable field: what a partial base may name. */
export const DIASPORA_REFERENCE_EDIT_FIELDS: readonly (keyof DiasporaReferenceEdit)[] = [
  'country_id',
  'reference_type',
  'emigrant_city',
  'emigrant_phone',
  'zip_code',
  'note',
  'has_referues',
  'referues_name',
  'referues_surname',
  'referues_phone',
];

/** The one form an edit is stored, sent and compared in: trimmed text with empty as null, no referrer details without a referrer. */
export function normalizeDiasporaReferenceEdit(edit: DiasporaReferenceEdit): DiasporaReferenceEdit {
  const referrer = edit.has_referues;
  return {
    country_id: edit.country_id,
    reference_type: edit.reference_type,
    emigrant_city: textOrNull(edit.emigrant_city),
    emigrant_phone: trimmed(edit.emigrant_phone),
    zip_code: textOrNull(edit.zip_code),
    note: textOrNull(edit.note),
    has_referues: referrer,
    referues_name: referrer ? textOrNull(edit.referues_name) : null,
    referues_surname: referrer ? textOrNull(edit.referues_surname) : null,
    referues_phone: referrer ? textOrNull(edit.referues_phone) : null,
  };
}

/** Same values after normalising: how the server decides whether a base is still current. */
export function sameDiasporaReferenceEdit(a: DiasporaReferenceEdit, b: DiasporaReferenceEdit): boolean {
  return sameValues(normalizeDiasporaReferenceEdit(a), normalizeDiasporaReferenceEdit(b), DIASPORA_REFERENCE_EDIT_FIELDS);
}

/** What diasporaEditOfListed reads from a listed reference (structural, so this file stays zod-free). */
export interface ListedDiasporaEditable {
  country: { id: number };
  reference_type: { id: number };
  emigrant_city: string | null;
  emigrant_phone: string;
  zip_code: string | null;
  note: string | null;
  has_referues: boolean;
  referues_name: string | null;
  referues_surname: string | null;
  referues_phone: string | null;
}

/** The editable values of a listed reference, as the edit call takes them. */
export function diasporaEditOfListed(reference: ListedDiasporaEditable): DiasporaReferenceEdit {
  return normalizeDiasporaReferenceEdit({
    country_id: reference.country.id,
    reference_type: reference.reference_type.id,
    emigrant_city: reference.emigrant_city,
    emigrant_phone: reference.emigrant_phone,
    zip_code: reference.zip_code,
    note: reference.note,
    has_referues: reference.has_referues,
    referues_name: reference.referues_name,
    referues_surname: reference.referues_surname,
    referues_phone: reference.referues_phone,
  });
}
