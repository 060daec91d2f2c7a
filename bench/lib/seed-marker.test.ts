import { describe, expect, it } from 'vitest';
import { formatMarker, nationalDatabaseName, parseMarker } from './seed-marker';

describe('the national database marker', () => {
  it('reads back what the bench wrote once the seed finished', () => {
    const written = formatMarker({ voters: 3_600_000, seedSeconds: 241.5, seededAt: '2026-12-06T14:00:00.000Z' });
    expect(parseMarker(written)).toEqual({ terrenBenchNational: 1, voters: 3_600_000, seedSeconds: 241.5, seededAt: '2026-12-06T14:00:00.000Z' });
  });

  it('is no marker when the database has no comment, another comment, or a malformed one: the database is then seeded again', () => {
    expect(parseMarker(null)).toBeNull();
    expect(parseMarker('the team database, do not drop')).toBeNull();
    expect(parseMarker('{"terrenBenchNational":1,"voters":-5,"seedSeconds":1,"seededAt":"x"}')).toBeNull();
  });

  it('names the database after its size, so a quick and a full run keep one each', () => {
    expect(nationalDatabaseName(50_000)).toBe('terren_bench_national_50000');
    expect(nationalDatabaseName(3_600_000)).not.toBe(nationalDatabaseName(50_000));
  });
});
