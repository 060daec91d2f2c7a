import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatZoned, isCalendarDay, TIRANA_ZONE, zonedToUtc, zoneOffsetMinutes } from './zoned-time';

const tirana = (value: string, pattern = 'DD-MM-YYYY HH:mm') => formatZoned(value, pattern, TIRANA_ZONE);

describe('the time rule in Tirana (Europe/Tirane, summer time included)', () => {
  it('springs forward at 01:00 UTC on 29 March 2026', () => {
    expect(tirana('2026-03-29T00:30:00Z')).toBe('29-03-2026 01:30');
    expect(tirana('2026-03-29T01:30:00Z')).toBe('29-03-2026 03:30');
    expect(zoneOffsetMinutes(Date.parse('2026-03-29T00:59:00Z'), TIRANA_ZONE)).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'), TIRANA_ZONE)).toBe(120);
  });

  it('falls back at 01:00 UTC on 25 October 2026: 02:30 happens twice', () => {
    expect(tirana('2026-10-25T00:30:00Z')).toBe('25-10-2026 02:30');
    expect(tirana('2026-10-25T01:30:00Z')).toBe('25-10-2026 02:30');
  });

  it("shows an instant's day as the day it is in Tirana, near midnight in winter and in summer", () => {
    expect(tirana('2026-12-14T23:30:00Z', 'DD-MM-YYYY')).toBe('15-12-2026');
    expect(tirana('2026-12-14T22:30:00Z', 'DD-MM-YYYY')).toBe('14-12-2026');
    expect(tirana('2026-07-14T22:30:00Z', 'DD-MM-YYYY')).toBe('15-07-2026');
    expect(tirana('2026-07-14T21:30:00Z', 'DD-MM-YYYY')).toBe('14-07-2026');
  });

  it('never moves a date-only value, whatever the zone', () => {
    expect(tirana('2026-12-15', 'DD-MM-YYYY')).toBe('15-12-2026');
    expect(formatZoned('2026-12-15', 'DD-MM-YYYY', 'Etc/GMT+11')).toBe('15-12-2026');
    expect(formatZoned('2026-12-15', 'DD-MM-YYYY', 'Etc/GMT-12')).toBe('15-12-2026');
    expect(formatCalendarDay('2006-12-31T00:00:00Z')).toBe('31-12-2006');
    expect(formatCalendarDay('2025-02-30')).toBe('2025-02-30');
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-13-01')).toBe(false);
  });

  it('keeps a fixed-offset zone fixed all year', () => {
    expect(formatZoned('2026-07-01T12:00:00Z', 'HH:mm', 'Etc/GMT-3')).toBe('15:00');
    expect(formatZoned('2026-12-01T12:00:00Z', 'HH:mm', 'Etc/GMT-3')).toBe('15:00');
    expect(formatZoned('2026-07-01T06:30:00Z', 'DD-MM-YYYY HH:mm', 'Etc/GMT+11')).toBe('30-06-2026 19:30');
  });

  it('reads epoch milliseconds, Dates, offsets and zone-less API times (UTC); refuses the unreadable', () => {
    expect(formatZoned(Date.parse('2026-01-10T08:05:00Z'), 'HH:mm', TIRANA_ZONE)).toBe('09:05');
    expect(formatZoned(new Date('2026-07-10T08:05:00Z'), 'HH:mm', TIRANA_ZONE)).toBe('10:05');
    expect(tirana('2026-01-10T10:05:00+02:00', 'HH:mm')).toBe('09:05');
    expect(tirana('2026-01-10T08:05:00', 'HH:mm')).toBe('09:05');
    expect(tirana('not a date')).toBe('');
    expect(formatZoned(null, 'HH:mm', TIRANA_ZONE)).toBe('');
  });
});

describe('zonedToUtc: a wall-clock time in a zone, with the offset of its own date', () => {
  const utc = (year: number, month: number, day: number, hour: number, minute = 0, zone = TIRANA_ZONE) =>
    zonedToUtc({ year, month, day, hour, minute }, zone).toISOString();

  it('takes summer or winter time from the date entered, not from today', () => {
    expect(utc(2026, 7, 1, 9)).toBe('2026-07-01T07:00:00.000Z');
    expect(utc(2026, 12, 1, 9)).toBe('2026-12-01T08:00:00.000Z');
  });

  it('moves a time summer time skips an hour on, and takes the later of a repeated one', () => {
    expect(utc(2026, 3, 29, 2, 30)).toBe('2026-03-29T01:30:00.000Z');
    expect(utc(2026, 10, 25, 2, 30)).toBe('2026-10-25T01:30:00.000Z');
  });

  it('keeps fixed offsets fixed', () => {
    expect(utc(2026, 7, 1, 9, 0, 'Etc/GMT+5')).toBe('2026-07-01T14:00:00.000Z');
    expect(utc(2026, 1, 1, 0, 30, 'Etc/GMT-12')).toBe('2025-12-31T12:30:00.000Z');
  });
});
