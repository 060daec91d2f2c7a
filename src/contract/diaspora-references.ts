/** Diaspora references (spec 02 §2.14, §3 "Diaspora reference", §4, §5, §7). */
import { z } from 'zod';
import { alsoBaseSchema } from './also-base';
import { dbId, dbIdCoerced, downloadPagingQuery, paged, plainText } from './common';
import type { DiasporaReferenceEdit } from './diaspora-reference-edit';
import type { FieldConflict } from './field-edit';
import { country } from './patronaged-voters';

/** GET /api/patronage/diaspora-reference-types/ — a plain array. */
export const diasporaReferenceType = z.object({ id: z.number().int(), code: z.string(), label: z.string(), name: z.string() });
export type DiasporaReferenceType = z.infer<typeof diasporaReferenceType>;
export const diasporaReferenceTypes = z.array(diasporaReferenceType);

/** A voter as the reference and the voter picker show it; `municipality.name` is the alias where there is one. */
export const diasporaVoter = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  father_name: z.string(),
  dob: z.string(),
  region: z.object({ name: z.string() }),
  municipality: z.object({ name: z.string() }),
  unit: z.object({ name: z.string() }),
});
export type DiasporaVoter = z.infer<typeof diasporaVoter>;

export const diasporaReference = z.object({
  id: z.number().int(),
  voter: diasporaVoter,
  country,
  reference_type: diasporaReferenceType,
  emigrant_phone: z.string(),
  emigrant_city: z.string().nullable(),
  zip_code: z.string().nullable(),
  note: z.string().nullable(),
  /** Derived, not stored: a patronager's list records the voter as an emigrant. */
  evidenca: z.boolean(),
  per_registered: z.boolean(),
  envelope_received: z.boolean(),
  voted: z.boolean(),
  has_referues: z.boolean(),
  referues_name: z.string().nullable(),
  referues_surname: z.string().nullable(),
  referues_phone: z.string().nullable(),
  /** ISO date-time. */
  create_date: z.string(),
  /** Ours: the creating device's local id (the POST's client_ref); null when made without one. */
  client_ref: z.string().nullable().optional(),
});
export type DiasporaReference = z.infer<typeof diasporaReference>;

/**
 * GET /api/patronage/my-diaspora-references/ — name, surname and father_name are the voter's;
 * text filters are prefix matches ignoring case, ë and ç; reference_type and country are ids.
 */
export const myDiasporaReferencesQuery = downloadPagingQuery.extend({
  name: plainText(100).optional(),
  surname: plainText(100).optional(),
  father_name: plainText(100).optional(),
  reference_type: dbIdCoerced.optional(),
  referues_name: plainText(100).optional(),
  referues_surname: plainText(100).optional(),
  country: dbIdCoerced.optional(),
  evidence: z.enum(['all', 'yes', 'no']).default('all'),
});
export const myDiasporaReferences = paged(diasporaReference);
export type MyDiasporaReferences = z.infer<typeof myDiasporaReferences>;

/** The minimum length of the voter picker's name and surname (spec 02 §5, §9). */
export const DIASPORA_SEARCH_MIN = 2;
/** The most voters one picker search returns: ten pages of five. */
export const DIASPORA_SEARCH_LIMIT = 50;

/** GET /api/patronage/diaspora-voter-search/ — a plain array; prefix match ignoring case, ë and ç. */
export const diasporaVoterSearchQuery = z.object({
  name: plainText(100).trim().min(DIASPORA_SEARCH_MIN),
  surname: plainText(100).trim().min(DIASPORA_SEARCH_MIN),
  father_name: plainText(100).trim().optional(),
});
export const diasporaVoterSearchResults = z.array(diasporaVoter);

const optionalText = (max: number) => plainText(max).nullable().optional();

/** The edit payload's fields as a device last saw them: lenient (a blank is compared, not refused). */
const baseFields = {
  country_id: dbId,
  reference_type: dbId,
  emigrant_city: optionalText(100),
  emigrant_phone: plainText(30),
  zip_code: optionalText(20),
  note: optionalText(1000),
  has_referues: z.boolean(),
  referues_name: optionalText(100),
  referues_surname: optionalText(100),
  referues_phone: optionalText(30),
};

const editFields = { ...baseFields, emigrant_phone: plainText(30).trim().min(1) };

/**
 * POST /api/patronage/register-diaspora-reference/. The flags default to false (spec 02 §4) but are
 * taken as sent. `client_ref` is ours: the device's local id; a repeat with the same one answers 200
 * with the record the first call made.
 */
export const diasporaReferenceBody = z.object({
  voter_id: dbId,
  ...editFields,
  per_registered: z.boolean().optional(),
  envelope_received: z.boolean().optional(),
  voted: z.boolean().optional(),
  client_ref: plainText(64).trim().min(1).optional(),
});
export type DiasporaReferenceBody = z.infer<typeof diasporaReferenceBody>;

/**
 * PUT /api/patronage/diaspora-reference/{id}/ — the edit payload. `base` is ours: the fields the
 * member changed, each with the value this device last saw (a full base is still valid). With a
 * base only the fields it names are applied, and a named field the server holds another value for
 * is a 409 (src/contract/field-edit.ts). `also_base`, ours too: per changed field, values an unanswered
 * earlier send of this device may have set, taken as the base as well (AlsoBase).
 */
export const diasporaReferenceUpdateBody = z.object({ ...editFields, base: z.object(baseFields).partial().optional(), also_base: alsoBaseSchema(baseFields) });
export type DiasporaReferenceUpdateBody = z.infer<typeof diasporaReferenceUpdateBody>;

/**
 * PUT /api/patronage/update-diaspora-reference-status/{id}/ — each flag optional (at least one):
 * a device sends the one it changed, so two coordinators changing different flags both win.
 */
export const diasporaReferenceStatusBody = z.object({
  per_registered: z.boolean().optional(),
  envelope_received: z.boolean().optional(),
  voted: z.boolean().optional(),
});
export type DiasporaReferenceStatusBody = z.infer<typeof diasporaReferenceStatusBody>;

/** The 409 answer of an edit: the server's values and `fields`, the changed fields another device changed first. */
export type DiasporaReferenceConflict = FieldConflict<DiasporaReferenceEdit>;

/** The editable values of a parsed body or base, every field present. */
export function diasporaEditOf(body: z.infer<z.ZodObject<typeof baseFields>>): DiasporaReferenceEdit {
  return {
    country_id: body.country_id,
    reference_type: body.reference_type,
    emigrant_city: body.emigrant_city ?? null,
    emigrant_phone: body.emigrant_phone,
    zip_code: body.zip_code ?? null,
    note: body.note ?? null,
    has_referues: body.has_referues,
    referues_name: body.referues_name ?? null,
    referues_surname: body.referues_surname ?? null,
    referues_phone: body.referues_phone ?? null,
  };
}
