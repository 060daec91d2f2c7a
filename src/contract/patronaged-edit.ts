/**
 * The editable part of a patronaged voter, shared by the server (what it stores and compares),
 * the edit form and the offline collection. Zod-free: the service worker loads the collection.
 */

/** 1 sure, 2 unsure, 3 hesitant (spec 02 §9). */
export type SafetyRating = 1 | 2 | 3;

/** How a political preference colours a row (spec 02 §4); the spec names colours, not preferences. */
export type PreferenceStance = 'supporter' | 'undecided' | 'negative' | 'opposed';

export type VoterColor = 'red' | 'orange' | 'yellow' | 'white';

/** The body of PUT /api/patronage/patronager/voter-update/{id}/ without `base`, every field present. */
export interface PatronagedEdit {
  political_preference_id: number | null;
  safety_rating: SafetyRating | null;
  is_emigrant: boolean;
  country_emigrant_id: number | null;
  phone: string | null;
  email: string | null;
  comment: string | null;
  emigrant_city: string | null;
  emigrant_address: string | null;
  emigrant_zipcode: string | null;
  emigrant_has_documents: boolean | null;
  emigrant_votes_in_box: boolean | null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The one form an edit is stored, sent and compared in: trimmed text with empty as null, email
 * lowercased, no safety without a preference (spec §5), no emigrant details unless emigrant.
 */
export function normalizePatronagedEdit(edit: PatronagedEdit): PatronagedEdit {
  const emigrant = edit.is_emigrant;
  return {
    political_preference_id: edit.political_preference_id,
    safety_rating: edit.political_preference_id === null ? null : edit.safety_rating,
    is_emigrant: emigrant,
    country_emigrant_id: emigrant ? edit.country_emigrant_id : null,
    phone: text(edit.phone),
    email: text(edit.email)?.toLowerCase() ?? null,
    comment: text(edit.comment),
    emigrant_city: emigrant ? text(edit.emigrant_city) : null,
    emigrant_address: emigrant ? text(edit.emigrant_address) : null,
    emigrant_zipcode: emigrant ? text(edit.emigrant_zipcode) : null,
    emigrant_has_documents: emigrant ? edit.emigrant_has_documents : null,
    emigrant_votes_in_box: emigrant ? edit.emigrant_votes_in_box : null,
  };
}

/** Every editable field: what a partial base may name. */
export const PATRONAGED_EDIT_FIELDS: readonly (keyof PatronagedEdit)[] = [
  'political_preference_id',
  'safety_rating',
  'is_emigrant',
  'country_emigrant_id',
  'phone',
  'email',
  'comment',
  'emigrant_city',
  'emigrant_address',
  'emigrant_zipcode',
  'emigrant_has_documents',
  'emigrant_votes_in_box',
];

/** Same edit after normalising: how the server decides whether a base is still current. */
export function samePatronagedEdit(a: PatronagedEdit, b: PatronagedEdit): boolean {
  const x = normalizePatronagedEdit(a);
  const y = normalizePatronagedEdit(b);
  return PATRONAGED_EDIT_FIELDS.every((field) => x[field] === y[field]);
}

/**
 * The row colour (spec 02 §4): red for a clearly opposed preference; orange for a negative one
 * when the voter has a referral; yellow for no preference when the voter has a referral; else white.
 */
export function voterColor(stance: PreferenceStance | null, hasReference: boolean): VoterColor {
  if (stance === 'opposed') return 'red';
  if (stance === 'negative' && hasReference) return 'orange';
  if (stance === null && hasReference) return 'yellow';
  return 'white';
}

/** What editOfListed reads from a listed voter (structural, so this file stays zod-free). */
export interface ListedEditable {
  voter: { is_emigrant: boolean; phone: string | null; email: string | null };
  political_preference: { id: number } | null;
  safety_rating: SafetyRating | null;
  comment: string | null;
  emigrant_info: {
    country_emigrant: { id: number } | null;
    city: string | null;
    address: string | null;
    zip_code: string | null;
    has_regular_documents: boolean | null;
    votes_in_box: boolean | null;
  } | null;
}

/** The editable values of a listed voter, as the update call takes them. */
export function editOfListed(voter: ListedEditable): PatronagedEdit {
  const emigrant = voter.emigrant_info;
  return {
    political_preference_id: voter.political_preference?.id ?? null,
    safety_rating: voter.safety_rating,
    is_emigrant: voter.voter.is_emigrant,
    country_emigrant_id: emigrant?.country_emigrant?.id ?? null,
    phone: voter.voter.phone,
    email: voter.voter.email,
    comment: voter.comment,
    emigrant_city: emigrant?.city ?? null,
    emigrant_address: emigrant?.address ?? null,
    emigrant_zipcode: emigrant?.zip_code ?? null,
    emigrant_has_documents: emigrant?.has_regular_documents ?? null,
    emigrant_votes_in_box: emigrant?.votes_in_box ?? null,
  };
}
