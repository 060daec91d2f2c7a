import { afterEach, describe, expect, it } from 'vitest';
import { clampOffset, formatDate, formatDateTime, formatTime, offsetLabel, setDisplayOffset } from './datetime';

afterEach(() => setDisplayOffset(1));

describe('display time zone', () => {
  it('shows Tirana time (GMT+1) by default', () => {
    expect(formatTime('2024-04-25T06:30:00Z')).toBe('07:30');
    expect(formatDateTime('2024-04-25T06:30:00Z')).toBe('25-04-2024, 07:30');
  });

  it('follows the chosen offset, across the date line', () => {
    setDisplayOffset(-11);
    expect(formatDateTime('2024-04-25T06:30:00Z')).toBe('24-04-2024, 19:30');
    setDisplayOffset(12);
    expect(formatDate('2024-04-25T13:00:00Z')).toBe('26-04-2024');
  });

  it('reads an offset written in the timestamp', () => {
    expect(formatTime('2024-04-25T08:30:00+02:00')).toBe('07:30');
  });

  it('returns an empty text for missing or broken values', () => {
    expect(formatTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('clamps offsets to GMT-11…GMT+12 and labels them', () => {
    expect(clampOffset(20)).toBe(12);
    expect(clampOffset(-30)).toBe(-11);
    expect(clampOffset(Number.NaN)).toBe(1);
    expect(offsetLabel(1)).toBe('GMT+1');
    expect(offsetLabel(-11)).toBe('GMT-11');
  });
});
