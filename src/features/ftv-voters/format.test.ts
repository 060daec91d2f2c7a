import { describe, expect, it } from 'vitest';
import { formatBirthDate, preferenceName } from './format';
import { PREFERENCE_MAP, ftvItem } from './test-fixtures';

describe('formatBirthDate', () => {
  it("shows the spec's DD-MM-YYYY", () => {
    expect(formatBirthDate('2007-03-09')).toBe('09-03-2007');
    expect(formatBirthDate('2006-12-31T00:00:00Z')).toBe('31-12-2006');
  });

  it('shows an unreadable date as it came, never Invalid Date', () => {
    expect(formatBirthDate('')).toBe('');
    expect(formatBirthDate('09/03/2007')).toBe('09/03/2007');
  });
});

describe('preferenceName', () => {
  it("names the edit's preference from the device's list", () => {
    expect(preferenceName(3, ftvItem(1), PREFERENCE_MAP)).toBe('Kundër');
  });

  it("falls back to the server copy's own name before the list is downloaded", () => {
    const item = ftvItem(1, { political_preference: { id: 9, name: 'Tjetër' }, safety_rating: 1 });
    expect(preferenceName(9, item, new Map())).toBe('Tjetër');
    expect(preferenceName(2, item, new Map())).toBeNull();
    expect(preferenceName(null, item, PREFERENCE_MAP)).toBeNull();
  });
});
