import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss } from './global-css';
import { system } from './system';

/** Every rule emotion inserted, in order, as one string without the line breaks between rules. */
function insertedCss(): string {
  return [...document.head.querySelectorAll('style[data-emotion]')].map((style) => style.textContent ?? '').join('');
}

/**
 * Without vendor-prefixed declarations: emotion runs its own copy of stylis's prefixer, which
 * differs from stylis's in a few prefixes (a doubled `-moz-tab-size`, old `display` values) that no
 * browser the app supports reads.
 */
function unprefixed(css: string): string {
  return css.replace(/\n/g, '').replace(/(?<=[{;])(?:-(?:webkit|moz|ms)-[\w-]+:[^;{}]*|[\w-]+:-(?:webkit|moz|ms)-[^;{}]*);/g, '');
}

describe('chakraGlobalCss', () => {
  it('is what Chakra’s provider injects at run time, rule for rule', () => {
    document.head.innerHTML = '';
    const { unmount } = render(<ChakraProvider value={system}>{null}</ChakraProvider>);
    const injected = insertedCss();
    unmount();
    expect(unprefixed(injected).length).toBeGreaterThan(10_000);
    expect(unprefixed(chakraGlobalCss(system))).toBe(unprefixed(injected));
  });

  it('holds the tokens, the reset and the theme colour the app’s own CSS builds on', () => {
    const css = chakraGlobalCss(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-brand-solid:var(--chakra-colors-blue-700)');
    expect(css).toContain('--chakra-colors-bg-subtle');
    expect(css).toMatch(/@layer reset\{/);
  });
});
