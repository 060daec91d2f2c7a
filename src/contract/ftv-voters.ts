/** First-time voters, "VHP" (spec 02 §2.15, §3 "First-time-voter record", §5, §7). */
import { z } from 'zod';
import { alsoBaseSchema } from './also-base';
import { dbId, downloadPagingQuery, paged, plainText } from './common';
import type { FieldConflict } from './field-edit';
import type { FtvVoterEdit } from './ftv-voter-edit';

const storedSafety = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const ftvVoter = z.object({
  /** The coordinator's record id: the {id} of the preference call. */
  id: z.number().int(),
  voter: z.object({
    id: z.number().int(),
    /** Not in the original payload: the search form's 'code' filter is the voter's nid. */
    nid: z.string(),
    name: z.string(),
    surname: z.string(),
    father_name: z.string(),
    dob: z.string(),
    gender: z.enum(['M', 'F']),
    qv: z.object({ code: z.string() }),
  }),
  political_preference: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** 0 not assessed yet, 1 sure, 2 unsure, 3 hesitant. */
  safety_rating: storedSafety,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  comment: z.string().nullable(),
});
export type FtvVoter = z.infer<typeof ftvVoter>;

/** GET /api/patronage/my-ftv-voters/ — prefix filters ignoring case, ë and ç; `code` is the voter's nid, `qv_code` the station's. */
export const myFtvVotersQuery = downloadPagingQuery.extend({
  code: plainText(40).optional(),
  name: plainText(100).optional(),
  surname: plainText(100).optional(),
  qv_code: plainText(20).optional(),
});
export const myFtvVoters = paged(ftvVoter);
export type MyFtvVoters = z.infer<typeof myFtvVoters>;

const optionalText = (max: number) => plainText(max).nullable().optional();

const baseFields = {
  political_preference_id: dbId.nullable(),
  safety_rating: storedSafety,
  email: optionalText(254),
  phone: optionalText(30),
  comment: optionalText(1000),
};

/**
 * PUT /api/patronage/set-ftv-voter-preference/{id}/ — preference and safety (1..3) required, email
 * optional but valid. `base` is ours: the fields the member changed, each with the value this
 * device last saw (a voter not yet assessed has no preference and safety 0; a full base is still
 * valid). With a base only the fields it names are applied, and a named field the server holds
 * another value for is a 409 (src/contract/field-edit.ts). `also_base`, ours too: per changed field, values an unanswered
 * earlier send of this device may have set, taken as the base as well (AlsoBase).
 */
export const ftvVoterPreferenceBody = z.object({
  ...baseFields,
  political_preference_id: dbId,
  safety_rating: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  base: z.object(baseFields).partial().optional(),
  also_base: alsoBaseSchema(baseFields),
});
export type FtvVoterPreferenceBody = z.infer<typeof ftvVoterPreferenceBody>;

/** The 409 answer of an edit: the server's values and `fields`, the changed fields another device changed first. */
export type FtvVoterConflict = FieldConflict<FtvVoterEdit>;

/** The editable values of a parsed body or base, every field present. */
export function ftvEditOf(body: z.infer<z.ZodObject<typeof baseFields>>): FtvVoterEdit {
  return {
    political_preference_id: body.political_preference_id,
    safety_rating: body.safety_rating,
    email: body.email ?? null,
    phone: body.phone ?? null,
    comment: body.comment ?? null,
  };
}
