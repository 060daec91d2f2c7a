/**
 * Live turnout (issue 33, not in the spec): voters and how many of them are marked as voted, per
 * region, per municipality of a region, or per polling station of a municipality, for members
 * holding the statistics permission. Read from the per-station counts the vote transaction keeps,
 * so a coordinator's screen can ask every 15 s at national size.
 */
import { z } from 'zod';
import { dbIdCoerced } from './common';

export const TURNOUT_LEVELS = ['region', 'municipality', 'station'] as const;
export type TurnoutLevel = (typeof TURNOUT_LEVELS)[number];

/**
 * GET /api/turnout/ — `level` (default region) names what a row is: municipalities need the
 * region, stations the municipality (and, when given, the region it lies in).
 */
export const liveTurnoutQuery = z
  .object({ level: z.enum(TURNOUT_LEVELS).default('region'), region_id: dbIdCoerced.optional(), municipality_id: dbIdCoerced.optional() })
  .superRefine((query, context) => {
    if (query.level === 'municipality' && query.region_id === undefined) context.addIssue({ code: 'custom', path: ['region_id'], message: 'required' });
    if (query.level === 'station' && query.municipality_id === undefined) context.addIssue({ code: 'custom', path: ['municipality_id'], message: 'required' });
  });
export type LiveTurnoutQuery = z.infer<typeof liveTurnoutQuery>;

const count = z.number().int().nonnegative();
/** Voted per 100 voters, 2 decimals; 0 where there are no voters. */
const percent = z.number().min(0).max(100);

/** One region, municipality or polling station (its code as the name). */
export const turnoutRow = z.object({ id: z.number().int(), name: z.string(), voters: count, voted: count, percent });
export type TurnoutRow = z.infer<typeof turnoutRow>;

const area = z.object({ id: z.number().int(), name: z.string() });

export const liveTurnout = z.object({
  level: z.enum(TURNOUT_LEVELS),
  /** The region and municipality the rows lie in (null above them), for the screen's breadcrumb. */
  region: area.nullable(),
  municipality: area.nullable(),
  rows: z.array(turnoutRow),
  totals: z.object({ voters: count, voted: count, percent }),
  /** The server's time of the counts (ISO 8601): the screen's "updated at". */
  at: z.iso.datetime(),
});
export type LiveTurnout = z.infer<typeof liveTurnout>;

/** The call's address for a level and its parents. */
export function liveTurnoutPath(level: TurnoutLevel, regionId?: number, municipalityId?: number): string {
  const params = new URLSearchParams({ level });
  if (regionId !== undefined) params.set('region_id', String(regionId));
  if (municipalityId !== undefined) params.set('municipality_id', String(municipalityId));
  return `/api/turnout/?${params.toString()}`;
}
