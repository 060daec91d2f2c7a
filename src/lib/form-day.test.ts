import { describe, expect, it } from 'vitest';
import { filterDayOf, formDayOf, formDayTimeToUtc, parseFormDay, payloadDateTime } from './form-day';
import { TIRANA_ZONE } from './zoned-time';

describe('the typed day (DD-MM-YYYY)', () => {
  it('reads DD-MM-YYYY (and the dots or slashes people type) as YYYY-MM-DD', () => {
    expect(parseFormDay('15-12-2026')).toBe('2026-12-15');
    expect(parseFormDay(' 5.7.2026 ')).toBe('2026-07-05');
    expect(parseFormDay('05/07/2026')).toBe('2026-07-05');
  });

  it('refuses other orders, days that do not exist and years outside 19xx–20xx', () => {
    expect(parseFormDay('2026-12-15')).toBeNull();
    expect(parseFormDay('12/31/2026')).toBeNull();
    expect(parseFormDay('30-02-2025')).toBeNull();
    expect(parseFormDay('01-01-2100')).toBeNull();
    expect(parseFormDay('')).toBeNull();
  });

  it('shows a YYYY-MM-DD day as the input takes it and turns a filter day back', () => {
    expect(formDayOf('2026-12-15')).toBe('15-12-2026');
    expect(formDayOf('')).toBe('');
    expect(filterDayOf('15-12-2026')).toBe('2026-12-15');
    expect(filterDayOf('15-12')).toBe('');
  });

  it("converts a typed Tirana time with that day's offset: 09:00 is 07:00Z in July, 08:00Z in December", () => {
    const at = (day: string, time: string) => payloadDateTime(formDayTimeToUtc(day, time, TIRANA_ZONE) ?? new Date(0));
    expect(at('01-07-2026', '09:00')).toBe('2026-07-01T07:00:00Z');
    expect(at('01-12-2026', '09:00')).toBe('2026-12-01T08:00:00Z');
    expect(formDayTimeToUtc('01-12-2026', '24:00', TIRANA_ZONE)).toBeNull();
  });
});
