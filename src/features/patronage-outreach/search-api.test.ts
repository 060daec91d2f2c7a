import { describe, expect, it } from 'vitest';
import { fileNameOf } from './search-api';

describe('fileNameOf (Content-Disposition)', () => {
  it('reads the quoted and the bare file name', () => {
    expect(fileNameOf('attachment; filename="te-patronazhuarit-2025-03-01.xlsx"')).toBe('te-patronazhuarit-2025-03-01.xlsx');
    expect(fileNameOf('attachment; filename=lista.xlsx')).toBe('lista.xlsx');
  });

  it('prefers the UTF-8 name', () => {
    expect(fileNameOf("attachment; filename=\"x.xlsx\"; filename*=UTF-8''t%C3%AB-patronazhuarit.xlsx")).toBe('të-patronazhuarit.xlsx');
  });

  it('keeps only the last path segment and gives null for no name', () => {
    expect(fileNameOf('attachment; filename="../../evil.xlsx"')).toBe('evil.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
