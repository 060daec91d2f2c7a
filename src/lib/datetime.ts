import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { getDisplayOffset } from './display-offset';

export { clampOffset, DEFAULT_OFFSET_HOURS, getDisplayOffset, MAX_OFFSET_HOURS, MIN_OFFSET_HOURS, offsetLabel, setDisplayOffset } from './display-offset';

dayjs.extend(utc);

/**
 * Formats an ISO instant in a fixed GMT offset. Returns '' for a missing or unparsable value so a
 * broken row never shows 'Invalid Date'.
 */
export function formatInOffset(value: string | null | undefined, pattern: string, offsetHours: number): string {
  if (!value) return '';
  const instant = dayjs.utc(value);
  if (!instant.isValid()) return '';
  return instant.utcOffset(offsetHours * 60).format(pattern);
}

/** HH:mm in the chosen display zone. */
export function formatTime(value: string | null | undefined): string {
  return formatInOffset(value, 'HH:mm', getDisplayOffset());
}

/** DD-MM-YYYY in the chosen display zone (the spec's day format). */
export function formatDate(value: string | null | undefined): string {
  return formatInOffset(value, 'DD-MM-YYYY', getDisplayOffset());
}

/** DD-MM-YYYY, HH:mm in the chosen display zone. */
export function formatDateTime(value: string | null | undefined): string {
  return formatInOffset(value, 'DD-MM-YYYY, HH:mm', getDisplayOffset());
}
