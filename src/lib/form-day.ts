import { DAY_PATTERN } from '../contract/patterns';
import { DAY_FORMAT, formatZoned, isCalendarDay, zonedToUtc } from './zoned-time';

/**
 * The day a member types: DD-MM-YYYY whatever the browser's language (spec 02 §9's day format),
 * while the API, the filters and comparisons keep YYYY-MM-DD.
 */
export const FORM_DAY_PLACEHOLDER = 'DD-MM-YYYY';

// Dots and slashes are what people type from habit; the day is the same.
const TYPED_DAY = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/;

/** The YYYY-MM-DD a typed DD-MM-YYYY means, or null unless it is a real day in 1900–2099 (spec 01 §5). */
export function parseFormDay(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  if (!DAY_PATTERN.test(iso)) return null;
  // 30-02-2025 has the shape of a day but is none.
  return isCalendarDay(iso) ? iso : null;
}

/** A YYYY-MM-DD day as the input shows it ('' stays ''). */
export function formDayOf(isoDay: string): string {
  return formatZoned(isoDay, DAY_FORMAT, 'UTC');
}

/** A filter's typed day as YYYY-MM-DD: '' for an empty or unreadable one (an open end). */
export function filterDayOf(text: string): string {
  return parseFormDay(text) ?? '';
}

/** A wall-clock time as a member types it: HH:mm, 00:00–23:59. */
export const FORM_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The instant a typed day (DD-MM-YYYY) and time (HH:mm) mean in `zone`, with the zone's offset on
 * that day, summer or winter, not today's; null when either is malformed.
 */
export function formDayTimeToUtc(day: string, time: string, zone: string): Date | null {
  const isoDay = parseFormDay(day);
  if (isoDay === null || !FORM_TIME_PATTERN.test(time)) return null;
  const [year = 0, month = 0, date = 0] = isoDay.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return zonedToUtc({ year, month, day: date, hour, minute }, zone);
}

/** The API's date-time for an instant: UTC, HH:mm:ss with a Z suffix (spec 01 §9). */
export function payloadDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}
