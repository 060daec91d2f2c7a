import { getDisplayZone, zoneOfOffset } from './display-offset';
import { COMMENT_DATE_TIME_FORMAT, DATE_TIME_FORMAT, DAY_FORMAT, formatZoned, ISO_DAY_FORMAT, LISTED_DATE_TIME_FORMAT, TIME_FORMAT } from './zoned-time';

export { formatCalendarDay } from './zoned-time';
export {
  clampOffset,
  DEFAULT_OFFSET_HOURS,
  getDisplayOffset,
  getDisplayZone,
  MAX_OFFSET_HOURS,
  MIN_OFFSET_HOURS,
  offsetLabel,
  setDisplayOffset,
  zoneOfOffset,
} from './display-offset';

/** What the formatters take: an ISO instant or calendar day from the API, or epoch milliseconds / a Date of ours. */
export type TimeValue = string | number | Date | null | undefined;

/**
 * A value in a pattern (YYYY, MM, DD, HH, mm) in the zone a setting's choice means. Returns '' for
 * a missing or unreadable value.
 */
export function formatInOffset(value: TimeValue, pattern: string, offsetHours: number): string {
  return formatZoned(value, pattern, zoneOfOffset(offsetHours));
}

/** HH:mm in the chosen display zone. */
export function formatTime(value: TimeValue): string {
  return formatZoned(value, TIME_FORMAT, getDisplayZone());
}

/** DD-MM-YYYY: the day it is in the chosen display zone; a calendar day ('2026-12-15') as itself. */
export function formatDate(value: TimeValue): string {
  return formatZoned(value, DAY_FORMAT, getDisplayZone());
}

/** DD-MM-YYYY HH:mm in the chosen display zone. */
export function formatDateTime(value: TimeValue): string {
  return formatZoned(value, DATE_TIME_FORMAT, getDisplayZone());
}

/** DD/MM/YYYY, HH:mm: the comments' own format (spec 02 §9). */
export function formatCommentDateTime(value: TimeValue): string {
  return formatZoned(value, COMMENT_DATE_TIME_FORMAT, getDisplayZone());
}

/** DD-MM-YYYY, HH:mm: the diaspora list's creation column (spec 02 §3). */
export function formatListedDateTime(value: TimeValue): string {
  return formatZoned(value, LISTED_DATE_TIME_FORMAT, getDisplayZone());
}

/** YYYY-MM-DD of the day a value is in the display zone (filters compare and file names use it). */
export function isoDayOf(value: TimeValue): string {
  return formatZoned(value, ISO_DAY_FORMAT, getDisplayZone());
}
