import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { system } from '../theme/system';
import { PRELOADER_MS, Preloader } from './preloader';

afterEach(() => vi.useRealTimers());

function renderPreloader(enabled: boolean) {
  return render(
    <ChakraProvider value={system}>
      <Preloader enabled={enabled} />
    </ChakraProvider>,
  );
}

describe('Preloader', () => {
  it('covers the page for exactly 2500 ms when switched on', () => {
    vi.useFakeTimers();
    renderPreloader(true);
    expect(PRELOADER_MS).toBe(2500);
    expect(screen.getByTestId('preloader')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(screen.queryByTestId('preloader')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('preloader')).toBeNull();
  });

  it('shows nothing when switched off', () => {
    renderPreloader(false);
    expect(screen.queryByTestId('preloader')).toBeNull();
  });
});
