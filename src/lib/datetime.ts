import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Tirana (GMT+1) is the product's default zone (spec 01 §9). */
export const DEFAULT_OFFSET_HOURS = 1;
export const MIN_OFFSET_HOURS = -11;
export const MAX_OFFSET_HOURS = 12;

// One process-wide display zone: the settings screen sets it, every screen reads it through the
// helpers below, so no component has to thread the offset through its props.
let displayOffsetHours = DEFAULT_OFFSET_HOURS;

/** Sets the zone used by formatTime/formatDateTime/formatDate. Out-of-range values are clamped. */
export function setDisplayOffset(hours: number): void {
  displayOffsetHours = clampOffset(hours);
}

export function getDisplayOffset(): number {
  return displayOffsetHours;
}

export function clampOffset(hours: number): number {
  if (!Number.isFinite(hours)) return DEFAULT_OFFSET_HOURS;
  return Math.min(MAX_OFFSET_HOURS, Math.max(MIN_OFFSET_HOURS, Math.round(hours)));
}

/** 'GMT+1', 'GMT-11', 'GMT+0'. */
export function offsetLabel(hours: number): string {
  return `GMT${hours < 0 ? '-' : '+'}${Math.abs(hours)}`;
}

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
  return formatInOffset(value, 'HH:mm', displayOffsetHours);
}

/** DD-MM-YYYY in the chosen display zone (the spec's day format). */
export function formatDate(value: string | null | undefined): string {
  return formatInOffset(value, 'DD-MM-YYYY', displayOffsetHours);
}

/** DD-MM-YYYY, HH:mm in the chosen display zone. */
export function formatDateTime(value: string | null | undefined): string {
  return formatInOffset(value, 'DD-MM-YYYY, HH:mm', displayOffsetHours);
}
