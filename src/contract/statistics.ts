/**
 * The statistics calls (spec 02 §7 "Dashboard"): organisation-wide aggregates for members holding
 * the 'Statistika' permission; anyone else gets 404 with the module text. The spec names the calls
 * and their filters only: the answer shapes are ours. Party members are placed by their own entry
 * in the voter list (its polling station's unit, municipality and region); months are UTC.
 */
import { z } from 'zod';
import { dbIdCoerced } from './common';
import { taskStatusNames } from './dashboard';

/** The permission code that opens the statistics. */
export const STATISTICS_PERMISSION = 'Statistika';

const year = z.coerce.number().int().min(2000).max(2100);
/** YYYY-MM, months 01 to 12. */
const month = z.string().regex(/^(?:20\d\d|2100)-(?:0[1-9]|1[0-2])$/);

/** GET /api/statistics/monthtaskstatusreport/ — assignments of the tasks starting in `month` (default: this month) by status. */
export const monthTaskStatusQuery = z.object({ month: month.optional() });
export const monthTaskStatusReport = z.object({
  month: z.string(),
  data: z.array(z.object({ status: z.enum(taskStatusNames), count: z.number().int().nonnegative() })),
});
export type MonthTaskStatusReport = z.infer<typeof monthTaskStatusReport>;

/** GET /api/statistics/yearly-task-report/ — per month of `year` (default: this year): assignments and how many are finished. */
export const yearlyTaskQuery = z.object({ year: year.optional() });
export const yearlyTaskReport = z.object({
  year: z.number().int(),
  data: z.array(z.object({ month: z.string(), total: z.number().int().nonnegative(), finished: z.number().int().nonnegative() })),
});
export type YearlyTaskReport = z.infer<typeof yearlyTaskReport>;

/** GET /api/statistics/memberaddedreport/ — members who joined per month of `year` (default: this year), in `region` when given. */
export const memberAddedQuery = z.object({ region: dbIdCoerced.optional(), year: year.optional() });
export const memberAddedReport = z.object({
  year: z.number().int(),
  data: z.array(z.object({ month: z.string(), count: z.number().int().nonnegative() })),
});
export type MemberAddedReport = z.infer<typeof memberAddedReport>;

/** The area filter of the voter/member reports: region, municipality (both: the municipality within the region), or everything. */
export const areaQuery = z.object({ region_id: dbIdCoerced.optional(), municipality_id: dbIdCoerced.optional() });
export type AreaQuery = z.infer<typeof areaQuery>;
/** The same filter under the names the query strings use. */
export const voterMemberQuery = areaQuery;
export const memberPartyRoleQuery = areaQuery;

/** GET /api/statistics/votermemberreport/ — voters and party members in the area; `percentage` is members per 100 voters, 2 decimals. */
export const voterMemberTotals = z.object({
  voters: z.number().int().nonnegative(),
  party_members: z.number().int().nonnegative(),
  percentage: z.number(),
});
export type VoterMemberTotals = z.infer<typeof voterMemberTotals>;

/**
 * GET /api/statistics/voter-member-report/ — the same per area one level down: per region
 * without a filter, per municipality with region_id, per unit with municipality_id.
 */
export const voterMemberRow = z.object({ id: z.number().int(), name: z.string(), voters: z.number().int().nonnegative(), party_members: z.number().int().nonnegative() });
export const voterMemberReport = z.array(voterMemberRow);
export type VoterMemberRow = z.infer<typeof voterMemberRow>;

/**
 * GET /api/statistics/party-members-mobility/ — turnout of party members on election day: per
 * region, or per municipality of `region`. `percentage` is voted per 100 members, 2 decimals.
 */
export const mobilityQuery = z.object({ region: dbIdCoerced.optional() });
export const mobilityRow = z.object({
  id: z.number().int(),
  name: z.string(),
  party_members: z.number().int().nonnegative(),
  voted: z.number().int().nonnegative(),
  percentage: z.number(),
});
export const mobilityReport = z.array(mobilityRow);
export type MobilityRow = z.infer<typeof mobilityRow>;

/** GET /api/hr/memberpartyrole/ — party members per party role in the area (every role, zero included). */
export const memberPartyRoleRow = z.object({ id: z.number().int(), name: z.string(), count: z.number().int().nonnegative() });
export const memberPartyRoleReport = z.array(memberPartyRoleRow);
export type MemberPartyRoleRow = z.infer<typeof memberPartyRoleRow>;
