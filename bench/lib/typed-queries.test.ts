import { describe, expect, it } from 'vitest';
import { femaleNames, maleNames, surnames } from '../../server/seed/seed-names';
import { typedQueries } from './typed-queries';

describe('typedQueries', () => {
  it('types the first letters of real names and surnames, between the shortest allowed and 4, the same every run', () => {
    const queries = typedQueries(300, 2);
    expect(typedQueries(300, 2)).toEqual(queries);
    const names = [...maleNames, ...femaleNames];
    for (const q of queries) {
      expect(q.name.length).toBeGreaterThanOrEqual(2);
      expect(q.surname.length).toBeLessThanOrEqual(4);
      expect(names.some((n) => n.startsWith(q.name))).toBe(true);
      expect(surnames.some((s) => s.startsWith(q.surname))).toBe(true);
    }
    expect(new Set(typedQueries(300, 1).map((q) => q.name.length))).toEqual(new Set([1, 2, 3, 4]));
  });
});
