import { describe, expect, it } from 'vitest';
import { pageSlice, pageWindow } from './paging';

describe('pageWindow', () => {
  it('counts 1-based rows of the page', () => {
    expect(pageWindow(23, 3, 10)).toEqual({ page: 3, pages: 3, from: 21, to: 23, total: 23 });
    expect(pageWindow(23, 1, 10)).toMatchObject({ from: 1, to: 10 });
  });

  it('pulls a page past the end back to the last one', () => {
    expect(pageWindow(11, 5, 10)).toMatchObject({ page: 2, from: 11, to: 11 });
  });

  it('shows nothing for an empty list', () => {
    expect(pageWindow(0, 4, 10)).toEqual({ page: 1, pages: 1, from: 0, to: 0, total: 0 });
    expect(pageSlice([], pageWindow(0, 1, 10))).toEqual([]);
  });

  it('slices the rows of the page', () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageSlice(items, pageWindow(12, 2, 5))).toEqual([6, 7, 8, 9, 10]);
  });
});
