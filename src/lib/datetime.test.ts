import { afterEach, describe, expect, it } from 'vitest';
import {
  clampOffset,
  formatCommentDateTime,
  formatDate,
  formatDateTime,
  formatTime,
  isoDayOf,
  offsetLabel,
  setDisplayOffset,
  zoneOfOffset,
} from './datetime';

afterEach(() => setDisplayOffset(1));

describe('datetime', () => {
  it("shows times in the default zone, Tirana, with its summer time (GMT+2) and winter time (GMT+1)", () => {
    expect(formatTime('2024-04-25T06:30:00Z')).toBe('08:30');
    expect(formatDateTime('2024-04-25T06:30:00Z')).toBe('25-04-2024 08:30');
    expect(formatDateTime('2024-12-25T06:30:00Z')).toBe('25-12-2024 07:30');
    expect(formatCommentDateTime('2024-12-25T06:30:00Z')).toBe('25/12/2024, 07:30');
  });

  it("gives a list the day it is in Tirana, and a date-only value as it is", () => {
    expect(formatDate('2026-12-14T23:30:00Z')).toBe('15-12-2026');
    expect(formatDate('2026-07-14T22:30:00Z')).toBe('15-07-2026');
    expect(formatDate('2026-12-15')).toBe('15-12-2026');
    expect(isoDayOf('2026-07-14T22:30:00Z')).toBe('2026-07-15');
  });

  it('follows the chosen fixed offset, summer or winter', () => {
    setDisplayOffset(-11);
    expect(formatDateTime('2024-04-25T06:30:00Z')).toBe('24-04-2024 19:30');
    setDisplayOffset(12);
    expect(formatDate('2024-04-25T13:00:00Z')).toBe('26-04-2024');
    setDisplayOffset(2);
    expect(formatTime('2024-07-25T06:30:00Z')).toBe('08:30');
    expect(formatTime('2024-12-25T06:30:00Z')).toBe('08:30');
    expect(formatDate('2026-12-15')).toBe('15-12-2026');
  });

  it('reads an instant with its own offset and epoch milliseconds', () => {
    expect(formatTime('2024-01-25T08:30:00+02:00')).toBe('07:30');
    expect(formatDateTime(Date.parse('2025-05-01T07:30:00Z'))).toBe('01-05-2025 09:30');
  });

  it('returns an empty string for missing or broken values', () => {
    expect(formatTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('maps each choice to its zone: +1 is Europe/Tirane, the others fixed', () => {
    expect(zoneOfOffset(1)).toBe('Europe/Tirane');
    expect(zoneOfOffset(0)).toBe('UTC');
    expect(zoneOfOffset(5)).toBe('Etc/GMT-5');
    expect(zoneOfOffset(-11)).toBe('Etc/GMT+11');
  });

  it('clamps offsets and labels them', () => {
    expect(clampOffset(20)).toBe(12);
    expect(clampOffset(-30)).toBe(-11);
    expect(clampOffset(Number.NaN)).toBe(1);
    expect(offsetLabel(1)).toBe('GMT+1');
    expect(offsetLabel(-11)).toBe('GMT-11');
  });
});
