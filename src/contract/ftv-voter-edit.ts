/**
 * The editable part of a first-time voter, shared by the server (what it stores and compares), the
 * preference form and the offline collection. Zod-free: the service worker loads the collection.
 */
import { sameValues, textOrNull } from './edit-values';

/** 0 unset (never assessed), 1 sure, 2 unsure, 3 hesitant (spec 02 §3, §9). */
export type FtvSafetyRating = 0 | 1 | 2 | 3;

/** The body of PUT /api/patronage/set-ftv-voter-preference/{id}/ without `base`; a stored voter may still be unassessed. */
export interface FtvVoterEdit {
  political_preference_id: number | null;
  safety_rating: FtvSafetyRating;
  email: string | null;
  phone: string | null;
  comment: string | null;
}

/** Every editable field: what a partial base may name. */
export const FTV_EDIT_FIELDS: readonly (keyof FtvVoterEdit)[] = ['political_preference_id', 'safety_rating', 'email', 'phone', 'comment'];

/** The one form an edit is stored, sent and compared in: trimmed text with empty as null, email lowercased. */
export function normalizeFtvVoterEdit(edit: FtvVoterEdit): FtvVoterEdit {
  return {
    political_preference_id: edit.political_preference_id,
    safety_rating: edit.safety_rating,
    email: textOrNull(edit.email)?.toLowerCase() ?? null,
    phone: textOrNull(edit.phone),
    comment: textOrNull(edit.comment),
  };
}

/** Same values after normalising: how the server decides whether a base is still current. */
export function sameFtvVoterEdit(a: FtvVoterEdit, b: FtvVoterEdit): boolean {
  return sameValues(normalizeFtvVoterEdit(a), normalizeFtvVoterEdit(b), FTV_EDIT_FIELDS);
}

/** What ftvEditOfListed reads from a listed voter (structural, so this file stays zod-free). */
export interface ListedFtvEditable {
  political_preference: { id: number } | null;
  safety_rating: FtvSafetyRating;
  email: string | null;
  phone: string | null;
  comment: string | null;
}

/** The editable values of a listed first-time voter, as the update call takes them. */
export function ftvEditOfListed(voter: ListedFtvEditable): FtvVoterEdit {
  return normalizeFtvVoterEdit({
    political_preference_id: voter.political_preference?.id ?? null,
    safety_rating: voter.safety_rating,
    email: voter.email,
    phone: voter.phone,
    comment: voter.comment,
  });
}
