/** Referred voters, "Të referuarit" (spec 02 §2.11, §3 "Referred record", §5, §7, §8). */
import { z } from 'zod';
import { dbId, downloadPagingQuery, paged, plainText } from './common';

export const referredVoter = z.object({
  id: z.number().int(),
  voter: z.object({
    id: z.number().int(),
    /** Not in the original payload: the search form's 'code' filter is the voter's nid. */
    nid: z.string(),
    name: z.string(),
    surname: z.string(),
    phone: z.string().nullable(),
    qv: z.object({ code: z.string() }),
    list_number: z.number().int(),
    building_number: z.string().nullable(),
    dob: z.string(),
    voted: z.boolean(),
  }),
  /** The referring member's id. */
  member: z.number().int(),
  referues: z.string().nullable(),
  referues_phone: z.string().nullable(),
  comment: z.string().nullable(),
  /** Not in the original payload: when the referral was saved (ISO), for a stable newest-first order. */
  create_date: z.string(),
});
export type ReferredVoter = z.infer<typeof referredVoter>;

/** GET /api/patronage/my-referenced-voters/ — filters are prefix matches ignoring case, ë and ç; `code` is the voter's nid. */
export const myReferencedVotersQuery = downloadPagingQuery.extend({
  code: plainText(40).optional(),
  name: plainText(100).optional(),
  surname: plainText(100).optional(),
  referues: plainText(100).optional(),
});
export const myReferencedVoters = paged(referredVoter);
export type MyReferencedVoters = z.infer<typeof myReferencedVoters>;

/** A phone a person can dial: digits with an optional leading +, spaces, dashes or brackets, 6–20 long. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/;

/**
 * POST /api/patronage/voter-reference/. The API keeps referues and referues_phone optional (spec §7);
 * the add form requires both (§5). A repeat for a voter this member already referred answers 200
 * with the existing referral, so a retried create never adds a second one.
 */
export const voterReferenceBody = z.object({
  voter_id: dbId,
  comment: plainText(1000).nullable().optional(),
  referues: plainText(100).nullable().optional(),
  referues_phone: plainText(20).regex(PHONE_PATTERN).nullable().optional(),
});
export type VoterReferenceBody = z.infer<typeof voterReferenceBody>;

/** One voter found by the national searches (spec 02 §3 "Voter search result (by name)"). */
export const voterSearchResult = z.object({
  id: z.number().int(),
  nid: z.string(),
  name: z.string(),
  surname: z.string(),
  father_name: z.string(),
  mother_name: z.string().nullable(),
  dob: z.string(),
  qv_code_full: z.string(),
});
export type VoterSearchResult = z.infer<typeof voterSearchResult>;
export const voterSearchResults = z.array(voterSearchResult);

/** GET /api/patronage/voter-search-nid/ — an array of zero or one voter. */
export const voterSearchNidQuery = z.object({ nid: plainText(20).trim().min(1) });

/** The most voters one name search returns: ten pages of the modal's five. */
export const VOTER_NAME_SEARCH_LIMIT = 50;

/** GET /api/patronage/anetar-search-voters-name-surname/ — name and surname required, prefix match ignoring case, ë and ç. */
export const voterNameSearchQuery = z.object({
  name: plainText(100).trim().min(1),
  surname: plainText(100).trim().min(1),
  father_name: plainText(100).trim().optional(),
});
