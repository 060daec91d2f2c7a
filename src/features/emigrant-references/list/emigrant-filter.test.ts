import { describe, expect, it } from 'vitest';
import { GERMANY, localReference } from '../test-fixtures';
import { creationDay, EMPTY_EMIGRANT_QUERY, filterEmigrants, type EmigrantQuery } from './emigrant-filter';

const records = [
  localReference({ key: '1', createDate: '2025-03-01T10:00:00.000Z' }),
  localReference({ key: '2', createDate: '2025-03-05T10:00:00.000Z', country: GERMANY, edit: { name: 'Ana', surname: 'Hoxha', city: 'Mynih', city_albania: 'Korçë', phone: '069 111', referues_name: null } }),
  // 23:30 UTC is already the next day in Tirana (GMT+1 in winter).
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
    expect(keys({ from_date: '05-03-2025' })).toEqual(['2', '3']);
    expect(keys({ to_date: '05-03-2025' })).toEqual(['1', '2']);
    expect(keys({ from_date: '05-03-2025', to_date: '05-03-2025' })).toEqual(['2']);
    expect(keys({ from_date: '10-03-2025', to_date: '10-03-2025' })).toEqual(['3']);
    // In UTC the third was made on the 9th.
    expect(keys({ from_date: '10-03-2025' }, 0)).toEqual([]);
    expect(keys({ from_date: '06-03-2025', to_date: '04-03-2025' })).toEqual([]);
  });

  it('counts the day with Tirana summer time (GMT+2) and ignores an unreadable day', () => {
    const summer = [localReference({ key: 's', createDate: '2025-07-14T22:30:00.000Z' })];
    const summerKeys = (query: Partial<EmigrantQuery>) => filterEmigrants(summer, { ...EMPTY_EMIGRANT_QUERY, ...query }, TIRANA).map((r) => r.key);
    expect(summerKeys({ from_date: '15-07-2025', to_date: '15-07-2025' })).toEqual(['s']);
    expect(summerKeys({ to_date: '14-07-2025' })).toEqual([]);
    expect(keys({ from_date: '2025-03-05' })).toEqual(['1', '2', '3']);
  });

  it('combines every filled field', () => {
    expect(keys({ surname: 'cela', from_date: '02-03-2025' })).toEqual(['3']);
    expect(keys({ country: String(GERMANY.id), name: 'be' })).toEqual([]);
  });

  it('gives the day as the table shows it', () => {
    expect(creationDay(records[2] ?? localReference(), TIRANA)).toBe('2025-03-10');
  });
});
