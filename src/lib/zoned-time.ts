/**
 * The one time rule: an instant is shown as the wall clock of a time zone, read through Intl (so
 * Tirana's summer time comes from the platform's zone data, never from a fixed offset), and a
 * calendar day ('2026-12-15') is shown as it is, never moved by a zone. The client and the
 * server's PDFs both format through here. No date library: the sign-in screen loads this.
 */

/** Tirana's zone: the product's default ('GMT+1 Tiranë', spec 01 §9) and the server's documents. */
export const TIRANA_ZONE = 'Europe/Tirane';

/** The spec's display formats (spec 02 §9 "Date display formats"). */
export const DAY_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
export const TIME_FORMAT = 'HH:mm';
/** Comments have their own (spec 02 §9). */
export const COMMENT_DATE_TIME_FORMAT = 'DD/MM/YYYY, HH:mm';
/** The diaspora list's creation column (spec 02 §3). */
export const LISTED_DATE_TIME_FORMAT = 'DD-MM-YYYY, HH:mm';
/** The API's and the filters' day (spec 02 §9 "Filter date format"). */
export const ISO_DAY_FORMAT = 'YYYY-MM-DD';

/** A wall-clock reading; month is 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HAS_ZONE = /(Z|[+-]\d\d:?\d\d)$/i;

// Building an Intl formatter costs far more than using one, and lists format every row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock in `zone` at an instant (milliseconds since the epoch). */
export function wallClockAt(epochMs: number, zone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterOf(zone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  // Some engines still write midnight as 24 under h23.
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0 };
}

const asUtcMs = (w: WallClock): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** Minutes `zone` is ahead of UTC at an instant: 60 in a Tirana winter, 120 in its summer. */
export function zoneOffsetMinutes(epochMs: number, zone: string): number {
  const wholeMinute = epochMs - (((epochMs % 60_000) + 60_000) % 60_000);
  return Math.round((asUtcMs(wallClockAt(wholeMinute, zone)) - wholeMinute) / 60_000);
}

/**
 * The instant a wall-clock time in `zone` means, with the zone's offset on that date (not
 * today's). A time summer time skips (02:30 on the last Sunday of March in Tirana) moves an hour
 * on; one it repeats (02:30 on the last Sunday of October) is the later, winter one.
 */
export function zonedToUtc(wall: WallClock, zone: string): Date {
  const local = asUtcMs(wall);
  const firstGuess = local - zoneOffsetMinutes(local, zone) * 60_000;
  return new Date(local - zoneOffsetMinutes(firstGuess, zone) * 60_000);
}

/** A value as the wall clock it shows: a calendar day as itself, an instant in `zone`; null when unreadable. */
export function wallClockOf(value: string | number | Date | null | undefined, zone: string): WallClock | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  }
  // An ISO time without a zone is the API's UTC (spec 01 §9), not the browser's zone.
  const ms = typeof value === 'string' ? Date.parse(HAS_ZONE.test(value) ? value : `${value}Z`) : typeof value === 'number' ? value : value.getTime();
  return Number.isFinite(ms) ? wallClockAt(ms, zone) : null;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A wall clock written in a pattern of YYYY, MM, DD, HH and mm. */
export function writeWallClock(wall: WallClock, pattern: string): string {
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(wall.year, 4);
      case 'MM':
        return pad(wall.month);
      case 'DD':
        return pad(wall.day);
      case 'HH':
        return pad(wall.hour);
      default:
        return pad(wall.minute);
    }
  });
}

/** A value in a pattern and zone; '' for a missing or unreadable one, so a broken row never shows 'Invalid Date'. */
export function formatZoned(value: string | number | Date | null | undefined, pattern: string, zone: string): string {
  const wall = wallClockOf(value, zone);
  return wall ? writeWallClock(wall, pattern) : '';
}

/** A birth date or other calendar day ('YYYY-MM-DD…') as DD-MM-YYYY, never moved by a zone; anything else as it came. */
export function formatCalendarDay(text: string): string {
  const day = text.slice(0, 10);
  return isCalendarDay(day) ? formatZoned(day, DAY_FORMAT, 'UTC') : text;
}

/** Whether a YYYY-MM-DD names a day that exists (2025-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = new Date(Date.UTC(year, month - 1, date));
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date;
}
