import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { system } from '../theme/system';
import { InstallHint } from './install-hint';
import { isIosSafari } from './install-platform';
import { createInstallPromptStore, type InstallPromptStore } from './install-prompt';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

let store: InstallPromptStore;

function setPlatform(userAgent: string, { standalone = false, displayStandalone = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: displayStandalone && query.includes('standalone'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

/** A `beforeinstallprompt` as Chromium fires it; `outcome` is what the member picks in its dialog. */
function fireInstallOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function renderHint() {
  return render(
    <ChakraProvider value={system}>
      <InstallHint store={store} />
    </ChakraProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  store = createInstallPromptStore(window);
});
afterEach(() => {
  cleanup();
  store.dispose();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'standalone');
});

describe('InstallHint', () => {
  it('shows nothing until the browser offers the install', () => {
    setPlatform(ANDROID_CHROME);
    renderHint();
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it('keeps the offer from the mini-infobar and opens the browser dialog from its button', async () => {
    setPlatform(ANDROID_CHROME);
    renderHint();
    const { event, prompt } = fireInstallOffer();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Instaloni aplikacionin' }).textContent).toContain('edhe pa internet');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Instalo aplikacionin' }));
      await Promise.resolve();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    // An offer is good for one dialog: the card goes until the browser makes another.
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it('goes when the app gets installed', () => {
    setPlatform(ANDROID_CHROME);
    renderHint();
    fireInstallOffer();
    expect(screen.getByTestId('install-hint')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it('shows the Share-sheet steps and the reason on iOS Safari, with no install button', () => {
    setPlatform(IPHONE_SAFARI);
    renderHint();
    const hint = screen.getByTestId('install-hint');
    expect(hint.textContent).toContain('Prekni butonin Ndaj');
    expect(hint.textContent).toContain('“Shto në ekranin bazë”');
    expect(hint.textContent).toContain('pas 7 ditësh');
    expect(screen.queryByRole('button', { name: 'Instalo aplikacionin' })).toBeNull();
  });

  it('is dismissed for good: the choice is remembered on the device', () => {
    setPlatform(IPHONE_SAFARI);
    const first = renderHint();
    fireEvent.click(screen.getByRole('button', { name: 'Mos e shfaq më' }));
    expect(screen.queryByTestId('install-hint')).toBeNull();
    first.unmount();
    renderHint();
    fireInstallOffer();
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it('never shows once installed (iOS home screen, or display-mode standalone)', () => {
    setPlatform(IPHONE_SAFARI, { standalone: true });
    const ios = renderHint();
    expect(screen.queryByTestId('install-hint')).toBeNull();
    ios.unmount();
    vi.restoreAllMocks();
    setPlatform(ANDROID_CHROME, { displayStandalone: true });
    renderHint();
    fireInstallOffer();
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });
});

describe('isIosSafari', () => {
  it('tells Safari on iPhone and iPad from other browsers', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI, 0)).toBe(false); // a Mac
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});
