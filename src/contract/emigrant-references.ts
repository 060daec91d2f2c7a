/** Emigrant references, "Referencat për emigrantë" (spec 02 §2.13, §3 "Emigrant reference", §5, §7). */
import { z } from 'zod';
import { alsoBaseSchema } from './also-base';
import { dbId, dbIdCoerced, downloadPagingQuery, paged, plainText } from './common';
import type { EmigrantReferenceEdit } from './emigrant-reference-edit';
import type { FieldConflict } from './field-edit';
import { country } from './patronaged-voters';

export const emigrantReference = z.object({
  id: z.number().int(),
  country,
  /** The emigration city. */
  city: z.string(),
  /** The city of origin in Albania. */
  city_albania: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  referues_name: z.string().nullable(),
  /** ISO date-time. */
  create_date: z.string(),
  /** Ours: the creating device's local id (see clientRef in the POST body); null when made without one. */
  client_ref: z.string().nullable().optional(),
});
export type EmigrantReference = z.infer<typeof emigrantReference>;

/** A calendar day, YYYY-MM-DD, that exists (2025-02-30 does not). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && date.getUTCFullYear() >= 1900;
  });

/**
 * GET /api/patronage/my-emigrant-references/ — text filters are prefix matches ignoring case, ë and
 * ç; `country` is a country id; `from_date` and `to_date` bound the creation day, both included.
 */
export const myEmigrantReferencesQuery = downloadPagingQuery.extend({
  name: plainText(100).optional(),
  surname: plainText(100).optional(),
  phone: plainText(30).optional(),
  country: dbIdCoerced.optional(),
  city: plainText(100).optional(),
  city_albania: plainText(100).optional(),
  referues_name: plainText(100).optional(),
  from_date: isoDay.optional(),
  to_date: isoDay.optional(),
});
export const myEmigrantReferences = paged(emigrantReference);
export type MyEmigrantReferences = z.infer<typeof myEmigrantReferences>;

const required = (max: number) => plainText(max).trim().min(1);

const editFields = {
  city: required(100),
  city_albania: required(100),
  name: required(100),
  surname: required(100),
  phone: required(30),
  referues_name: plainText(100).nullable().optional(),
};

/** The values a device last saw: lenient (a blank is compared, not refused). */
const baseFields = {
  city: plainText(100),
  city_albania: plainText(100),
  name: plainText(100),
  surname: plainText(100),
  phone: plainText(30),
  referues_name: plainText(100).nullable().optional(),
};

/**
 * POST /api/patronage/emigrant-reference/. `client_ref` is ours: the device's local id of the
 * record. A repeat with the same one answers 200 with the record the first call made.
 */
export const emigrantReferenceBody = z.object({ country_id: dbId, ...editFields, client_ref: plainText(64).trim().min(1).optional() });
export type EmigrantReferenceBody = z.infer<typeof emigrantReferenceBody>;

/**
 * PUT /api/patronage/emigrant-reference/{id}/ — the same body; `country_id` must be the stored one.
 * `base` is ours: the fields the member changed, each with the value this device last saw (a full
 * base is still valid). With a base only the fields it names are applied, and a named field the
 * server holds another value for is a 409 (src/contract/field-edit.ts). `also_base`, ours too: per changed field, values an unanswered
 * earlier send of this device may have set, taken as the base as well (AlsoBase).
 */
export const emigrantReferenceUpdateBody = z.object({ country_id: dbId, ...editFields, base: z.object(baseFields).partial().optional(), also_base: alsoBaseSchema(baseFields) });
export type EmigrantReferenceUpdateBody = z.infer<typeof emigrantReferenceUpdateBody>;

/** The 409 answer of an edit: the server's values and `fields`, the changed fields another device changed first. */
export type EmigrantReferenceConflict = FieldConflict<EmigrantReferenceEdit>;

/** The editable values of a parsed body or base, every field present. */
export function emigrantEditOf(body: z.infer<z.ZodObject<typeof baseFields>>): EmigrantReferenceEdit {
  return {
    city: body.city,
    city_albania: body.city_albania,
    name: body.name,
    surname: body.surname,
    phone: body.phone,
    referues_name: body.referues_name ?? null,
  };
}
