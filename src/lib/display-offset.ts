import { TIRANA_ZONE } from './zoned-time';

/**
 * The display time zone setting and its bounds. The setting stores whole hours (what it always
 * stored, so old preferences still read); zoneOfOffset turns a choice into the zone it means.
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

/**
 * The IANA zone a choice means: +1 is Tirana itself, summer time included; the others are the
 * fixed offsets they name (Etc/GMT zones count their sign the other way round).
 */
export function zoneOfOffset(hours: number): string {
  const clamped = clampOffset(hours);
  if (clamped === DEFAULT_OFFSET_HOURS) return TIRANA_ZONE;
  if (clamped === 0) return 'UTC';
  return `Etc/GMT${clamped > 0 ? '-' : '+'}${Math.abs(clamped)}`;
}

/** The zone every screen shows times in. */
export function getDisplayZone(): string {
  return zoneOfOffset(displayOffsetHours);
}

/** 'GMT+1', 'GMT-11', 'GMT+0'. */
export function offsetLabel(hours: number): string {
  return `GMT${hours < 0 ? '-' : '+'}${Math.abs(hours)}`;
}
