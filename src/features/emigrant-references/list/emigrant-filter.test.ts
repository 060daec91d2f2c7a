import { describe, expect, it } from 'vitest';
import { GERMANY, localReference } from '../test-fixtures';
import { creationDay, EMPTY_EMIGRANT_QUERY, filterEmigrants, type EmigrantQuery } from './emigrant-filter';

const records = [
  localReference({ key: '1', createDate: '2025-03-01T10:00:00.000Z' }),
  localReference({ key: '2', createDate: '2025-03-05T10:00:00.000Z', country: GERMANY, edit: { name: 'Ana', surname: 'Hoxha', city: 'Mynih', city_albania: 'Korçë', phone: '069 111', referues_name: null } }),
  // 23:30 UTC is already the next day in Tirana (GMT+1).
  localReference({ key: '3', createDate: '2025-03-09T23:30:00.000Z', edit: { name: 'Besa', city_albania: 'Tiranë' } }),
];

const TIRANA = 1;
const keys = (query: Partial<EmigrantQuery>, offset = TIRANA) => filterEmigrants(records, { ...EMPTY_EMIGRANT_QUERY, ...query }, offset).map((r) => r.key);

describe('filterEmigrants', () => {
  it('returns everything, in order, for an empty query', () => {
    expect(keys({})).toEqual(['1', '2', '3']);
  });

  it('matches text fields by prefix, ignoring case, ë and ç', () => {
    expect(keys({ name: 'eNGJ' })).toEqual(['1']);
    expect(keys({ surname: 'cel' })).toEqual(['1', '3']);
    expect(keys({ city_albania: 'korc' })).toEqual(['2']);
    expect(keys({ city_albania: 'tirane' })).toEqual(['3']);
    expect(keys({ phone: '069' })).toEqual(['2']);
    expect(keys({ referues_name: 'arben' })).toEqual(['1', '3']);
    expect(keys({ city: 'ilano' })).toEqual([]);
  });

  it('filters by country id', () => {
    expect(keys({ country: String(GERMANY.id) })).toEqual(['2']);
    expect(keys({ country: '999' })).toEqual([]);
  });

  it('bounds the creation day, both ends included, in the display zone', () => {
    expect(keys({ from_date: '2025-03-05' })).toEqual(['2', '3']);
    expect(keys({ to_date: '2025-03-05' })).toEqual(['1', '2']);
    expect(keys({ from_date: '2025-03-05', to_date: '2025-03-05' })).toEqual(['2']);
    expect(keys({ from_date: '2025-03-10', to_date: '2025-03-10' })).toEqual(['3']);
    // In UTC the third was made on the 9th.
    expect(keys({ from_date: '2025-03-10' }, 0)).toEqual([]);
    expect(keys({ from_date: '2025-03-06', to_date: '2025-03-04' })).toEqual([]);
  });

  it('combines every filled field', () => {
    expect(keys({ surname: 'cela', from_date: '2025-03-02' })).toEqual(['3']);
    expect(keys({ country: String(GERMANY.id), name: 'be' })).toEqual([]);
  });

  it('gives the day as the table shows it', () => {
    expect(creationDay(records[2] ?? localReference(), TIRANA)).toBe('2025-03-10');
  });
});
