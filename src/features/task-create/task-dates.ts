import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DAY_PATTERN as CONTRACT_DAY_PATTERN } from '../../contract/patterns';

dayjs.extend(utc);

/** The form's day as spec 01 §5 asks: yyyy-mm-dd, year 19xx or 20xx. */
export const DAY_PATTERN = CONTRACT_DAY_PATTERN;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Without a time a task runs from the start of its first day to the end of its last. */
export const DEFAULT_START_TIME = '00:00';
export const DEFAULT_END_TIME = '23:59';

/** A real calendar day in the spec's format (2025-02-30 matches the pattern but is no day). */
export function isFormDay(day: string): boolean {
  return DAY_PATTERN.test(day) && dayjs.utc(day).format('YYYY-MM-DD') === day;
}

/**
 * The instant a day and wall-clock time mean in the display zone (GMT+offset), or null when
 * either is malformed; an empty time is `fallbackTime`.
 */
export function formInstant(day: string, time: string, fallbackTime: string, offsetHours: number): dayjs.Dayjs | null {
  const clock = time === '' ? fallbackTime : time;
  if (!isFormDay(day) || !TIME_PATTERN.test(clock)) return null;
  return dayjs.utc(`${day}T${clock}:00Z`).subtract(offsetHours, 'hour');
}

/** The payload's date-time (spec 01 §9: HH:mm:ss with a Z suffix), in UTC. */
export function payloadDate(instant: dayjs.Dayjs): string {
  return instant.utc().format('YYYY-MM-DDTHH:mm:ss[Z]');
}

/** An ISO instant as the form's day and time in the display zone (a sub-task starts with its parent's). */
export function formParts(iso: string, offsetHours: number): { day: string; time: string } | null {
  const instant = dayjs.utc(iso);
  if (!instant.isValid()) return null;
  const local = instant.utcOffset(offsetHours * 60);
  return { day: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}
