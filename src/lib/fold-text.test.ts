import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('lowercases and folds ë and ç, upper or lower case', () => {
    expect(foldText('Ërmal Çela')).toBe('ermal cela');
    expect(foldText('Gëzim Lleshaj')).toBe('gezim lleshaj');
  });

  it('folds a decomposed ë (e + combining diaeresis) like the precomposed one', () => {
    expect(foldText('Bese\u0308')).toBe('bese');
  });

  it('leaves other letters alone', () => {
    expect(foldText('Ana-Maria O’Neil')).toBe('ana-maria o’neil');
  });
});
