/**
 * The display time zone and its bounds, without dayjs: the sign-in screen and the stored
 * preferences need these, and only the screens that format dates load the date library.
 */

/** Tirana (GMT+1) is the product's default zone (spec 01 §9). */
export const DEFAULT_OFFSET_HOURS = 1;
export const MIN_OFFSET_HOURS = -11;
export const MAX_OFFSET_HOURS = 12;

// One process-wide display zone: the settings screen sets it, every screen reads it through the
// formatters in datetime.ts, so no component has to thread the offset through its props.
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
