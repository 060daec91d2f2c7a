import { zoneOfOffset } from '../../lib/display-offset';
import { formDayOf, formDayTimeToUtc, FORM_TIME_PATTERN, parseFormDay, payloadDateTime } from '../../lib/form-day';
import { formatZoned, ISO_DAY_FORMAT, TIME_FORMAT } from '../../lib/zoned-time';

export const TIME_PATTERN = FORM_TIME_PATTERN;
/** Without a time a task runs from the start of its first day to the end of its last. */
export const DEFAULT_START_TIME = '00:00';
export const DEFAULT_END_TIME = '23:59';

/** A real calendar day as the form takes it: DD-MM-YYYY, year 19xx or 20xx (spec 01 §5). */
export function isFormDay(day: string): boolean {
  return parseFormDay(day) !== null;
}

/**
 * The instant a typed day and wall-clock time mean in the display zone (that day's offset), or
 * null when either is malformed; an empty time is `fallbackTime`.
 */
export function formInstant(day: string, time: string, fallbackTime: string, offsetHours: number): Date | null {
  return formDayTimeToUtc(day, time === '' ? fallbackTime : time, zoneOfOffset(offsetHours));
}

/** The payload's date-time (spec 01 §9: HH:mm:ss with a Z suffix), in UTC. */
export const payloadDate = payloadDateTime;

/** An ISO instant as the form's day and time in the display zone (a sub-task starts with its parent's). */
export function formParts(iso: string, offsetHours: number): { day: string; time: string } | null {
  const zone = zoneOfOffset(offsetHours);
  const day = formatZoned(iso, ISO_DAY_FORMAT, zone);
  return day === '' ? null : { day: formDayOf(day), time: formatZoned(iso, TIME_FORMAT, zone) };
}
