import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';
import { filterByPrefixes } from './local-search';

function referral(name: string, surname: string, nid: string, referues: string) {
  return { name, folded: { name: foldText(name), surname: foldText(surname), nid: foldText(nid), referues: foldText(referues) } };
}

const records = [
  referral('Ërmal', 'Çela', 'J10000001A', 'Besnik Hoxha'),
  referral('Ana', 'Hoxha', 'J10000002B', 'Dritan Kola'),
  referral('Anila', 'Çani', 'K20000003C', 'Besnik Hoxha'),
];
const EMPTY = { nid: '', name: '', surname: '', referues: '' };

describe('filterByPrefixes', () => {
  it('keeps everything when no field is filled (blank text counts as empty)', () => {
    expect(filterByPrefixes(records, { ...EMPTY, name: '  ' })).toEqual(records);
  });

  it('matches name prefixes ignoring case, ë and ç', () => {
    expect(filterByPrefixes(records, { ...EMPTY, name: 'ERM' }).map((r) => r.name)).toEqual(['Ërmal']);
    expect(filterByPrefixes(records, { ...EMPTY, surname: 'ce' }).map((r) => r.name)).toEqual(['Ërmal']);
    expect(filterByPrefixes(records, { ...EMPTY, name: 'an' }).map((r) => r.name)).toEqual(['Ana', 'Anila']);
  });

  it('needs every filled field to match', () => {
    expect(filterByPrefixes(records, { ...EMPTY, name: 'an', surname: 'çan' }).map((r) => r.name)).toEqual(['Anila']);
    expect(filterByPrefixes(records, { ...EMPTY, name: 'an', referues: 'besnik' }).map((r) => r.name)).toEqual(['Anila']);
  });

  it('matches the code (nid) by prefix only, not inside it', () => {
    expect(filterByPrefixes(records, { ...EMPTY, nid: 'j1' }).map((r) => r.name)).toEqual(['Ërmal', 'Ana']);
    expect(filterByPrefixes(records, { ...EMPTY, nid: '0000' })).toEqual([]);
  });
});
