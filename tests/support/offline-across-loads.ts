import type { BrowserContext, Page } from '@playwright/test';

const FLAG = '__terrenTestOffline';

type Flagged = typeof globalThis & Record<string, unknown>;

/**
 * Runs first in every document of the context: `navigator.onLine` answers false while the test
 * holds the context offline, whatever Chromium itself believes; `<FLAG>Real` reads Chromium's own
 * flag.
 */
function answerOffline(flag: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  if (!descriptor?.get) return;
  // There is one navigator per document: Chromium's own getter is bound to it.
  const own: () => unknown = descriptor.get.bind(navigator);
  const scope = globalThis as Flagged;
  scope[`${flag}Real`] = () => own() === true;
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    enumerable: true,
    get() {
      return scope[flag] === true ? false : own() === true;
    },
  });
}

/**
 * Keeps a context that a test took offline offline in its pages' eyes across reloads and
 * navigations. Chromium 150 (Debian bookworm's, December 2026) brings a page loaded in an offline
 * context back with `navigator.onLine` true although the network stays cut, and such a page then
 * hears no `online` event when the network returns. So every document of the context reads the
 * test's own flag first (an init script, set before the first script of the app runs), and where
 * Chromium's flag did not follow the emulation the missing event is dispatched. No request is
 * held or refused on the way: the service worker keeps serving the app as on a phone with no
 * signal. On a real phone the flag follows the radio.
 */
export async function keepOfflineAcrossLoads(context: BrowserContext): Promise<void> {
  await context.addInitScript(answerOffline, FLAG);
  const setOffline = context.setOffline.bind(context);
  // A page's flag, and whether Chromium's own one still says online; a page mid-navigation answers
  // nothing and reads the flag from the init script below instead.
  const mark = (pages: Page[], offline: boolean) =>
    Promise.all(
      pages.map((page) =>
        page
          .evaluate(
            ([flag, value]) => {
              const scope = globalThis as Flagged;
              scope[flag] = value;
              const real = scope[`${flag}Real`];
              return typeof real === 'function' && (real as () => boolean)() === true;
            },
            [FLAG, offline] as const,
          )
          .catch(() => false),
      ),
    );
  const announce = (pages: Page[], type: 'online' | 'offline') =>
    Promise.all(pages.map((page) => page.evaluate((name) => void dispatchEvent(new Event(name)), type).catch(() => undefined)));
  context.setOffline = async (offline: boolean) => {
    // Init scripts run in the order they were added: the last one sets the flag of new documents.
    await context.addInitScript(([flag, value]) => void ((globalThis as Flagged)[flag] = value), [FLAG, offline] as const);
    if (offline) {
      await mark(context.pages(), true);
      await setOffline(true);
      const pages = context.pages();
      const stillOnline = await mark(pages, true);
      await announce(pages.filter((_, n) => stillOnline[n] === true), 'offline');
      return;
    }
    const pages = context.pages();
    const unheard = await mark(pages, false);
    await setOffline(false);
    await announce(pages.filter((_, n) => unheard[n] === true), 'online');
  };
}
