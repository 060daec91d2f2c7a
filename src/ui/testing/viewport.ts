import { vi } from 'vitest';

/**
 * A viewport `width` px wide for media queries (jsdom has no layout, so Chakra's breakpoints would
 * otherwise follow jsdom's own 1024 px). Undo with `vi.restoreAllMocks()`.
 */
export function mockViewport(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const px = (match: RegExpExecArray | null) => (match ? Number(match[1]) * (match[2] === 'px' ? 1 : 16) : undefined);
    const min = px(/min-width:\s*([\d.]+)(px|r?em)/.exec(query));
    const max = px(/max-width:\s*([\d.]+)(px|r?em)/.exec(query));
    const matches = (min === undefined || width >= min) && (max === undefined || width <= max);
    return { matches, media: query, onchange: null, addEventListener: vi.fn(), removeEventListener: vi.fn(), addListener: vi.fn(), removeListener: vi.fn(), dispatchEvent: vi.fn() } as MediaQueryList;
  });
}
