/** Patronaged voters, "Të patronazhuarit e mi" (spec 02 §2.12, §3 "Patronaged voter", §4, §5, §7, §8). */
import { z } from 'zod';
import { alsoBaseSchema } from './also-base';
import { dbId, downloadPagingQuery, paged, plainText } from './common';
import type { FieldConflict } from './field-edit';
import type { PatronagedEdit } from './patronaged-edit';

export const preferenceStance = z.enum(['supporter', 'undecided', 'negative', 'opposed']);

/** GET /api/patronage/politicalpreference/ — a plain array. `stance` is ours (it drives the colours). */
export const politicalPreference = z.object({ id: z.number().int(), name: z.string(), stance: preferenceStance });
export type PoliticalPreference = z.infer<typeof politicalPreference>;
export const politicalPreferences = z.array(politicalPreference);

/** GET /api/patronage/country-emigrant/ — a plain array. */
export const country = z.object({ id: z.number().int(), country_name: z.string() });
export type Country = z.infer<typeof country>;
export const countries = z.array(country);

const safetyRating = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const patronagedVoter = z.object({
  /** The patronager_voter id: the {id} of the update call. */
  id: z.number().int(),
  voter: z.object({
    id: z.number().int(),
    nid: z.string(),
    name: z.string(),
    surname: z.string(),
    father_name: z.string(),
    qv: z.object({ code: z.string() }),
    list_number: z.number().int(),
    building_number: z.string().nullable(),
    dob: z.string(),
    age: z.number().int(),
    /** The patronager's own contact details for the voter (they start as the voter list's). */
    phone: z.string().nullable(),
    email: z.string().nullable(),
    is_emigrant: z.boolean(),
    first_time: z.boolean(),
    is_partymember: z.boolean(),
  }),
  political_preference: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  safety_rating: safetyRating.nullable(),
  verified: z.boolean(),
  voter_color: z.enum(['red', 'orange', 'yellow', 'white']),
  /** Not in the original payload: whether anyone referred the voter, so a device can recolour a row after an offline edit. */
  has_reference: z.boolean(),
  comment: z.string().nullable(),
  emigrant_info: z
    .object({
      country_emigrant: country.nullable(),
      city: z.string().nullable(),
      address: z.string().nullable(),
      zip_code: z.string().nullable(),
      has_regular_documents: z.boolean().nullable(),
      votes_in_box: z.boolean().nullable(),
    })
    .nullable(),
});
export type PatronagedVoter = z.infer<typeof patronagedVoter>;

/** GET /api/patronage/myvoters-colors/ — `nid`, `name`, `surname` are prefix filters ignoring case, ë and ç. */
export const myVotersColorsQuery = downloadPagingQuery.extend({
  nid: plainText(40).optional(),
  name: plainText(100).optional(),
  surname: plainText(100).optional(),
});
/** GET /api/patronage/patronaged/excel/ — the same filters, the whole list (no paging). */
export const patronagedExportQuery = myVotersColorsQuery.pick({ nid: true, name: true, surname: true });
export const myVotersColors = paged(patronagedVoter);
export type MyVotersColors = z.infer<typeof myVotersColors>;

const optionalText = (max: number) => plainText(max).nullable().optional();

const editFields = {
  political_preference_id: dbId.nullable(),
  safety_rating: safetyRating.nullable(),
  is_emigrant: z.boolean(),
  country_emigrant_id: dbId.nullable().optional(),
  phone: optionalText(30),
  email: optionalText(254),
  comment: optionalText(1000),
  emigrant_city: optionalText(100),
  emigrant_address: optionalText(200),
  emigrant_zipcode: optionalText(20),
  emigrant_has_documents: z.boolean().nullable().optional(),
  emigrant_votes_in_box: z.boolean().nullable().optional(),
};

/**
 * PUT /api/patronage/patronager/voter-update/{id}/ — every field of the payload. `base` is ours:
 * the fields the member changed, each with the value this device last saw from the server (a
 * full base, every field, is still valid; unknown fields are ignored). With a base the server
 * applies only the fields it names, and answers 409 when the server holds another value for one
 * of them (src/contract/field-edit.ts). `also_base`, ours too: per changed field, values an unanswered
 * earlier send of this device may have set, taken as the base as well (AlsoBase). Without one the whole payload is applied.
 */
export const patronagedVoterUpdateBody = z.object({ ...editFields, base: z.object(editFields).partial().optional(), also_base: alsoBaseSchema(editFields) });
export type PatronagedVoterUpdateBody = z.infer<typeof patronagedVoterUpdateBody>;

/** The 409 answer of an update: the server's values and `fields`, the changed fields another device changed first. */
export type PatronagedConflict = FieldConflict<PatronagedEdit>;

/** Fills the optional fields of a parsed body: the one shape the server stores and compares. */
export function editOf(body: z.infer<ReturnType<typeof z.object<typeof editFields>>>): PatronagedEdit {
  return {
    political_preference_id: body.political_preference_id,
    safety_rating: body.safety_rating,
    is_emigrant: body.is_emigrant,
    country_emigrant_id: body.country_emigrant_id ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    comment: body.comment ?? null,
    emigrant_city: body.emigrant_city ?? null,
    emigrant_address: body.emigrant_address ?? null,
    emigrant_zipcode: body.emigrant_zipcode ?? null,
    emigrant_has_documents: body.emigrant_has_documents ?? null,
    emigrant_votes_in_box: body.emigrant_votes_in_box ?? null,
  };
}
