import type { BrowserContext, Page } from '@playwright/test';

/**
 * Keeps a context that a test took offline offline in its pages' eyes across reloads and
 * navigations. Chromium 150 (Debian bookworm's, December 2026) brings a page loaded in an offline
 * context back with `navigator.onLine` true although the network stays cut, so the app would not
 * show its offline state. After each load of a page of an offline context, the emulation is
 * switched off and on again (every request refused meanwhile, so nothing slips out), which fires
 * the `offline` event the app listens to. On a real phone the flag follows the radio.
 */
export function keepOfflineAcrossLoads(context: BrowserContext): void {
  let offline = false;
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    await setOffline(value);
  };
  const reapply = async (page: Page): Promise<void> => {
    if (!offline || !(await page.evaluate(() => navigator.onLine).catch(() => false))) return;
    const refuse = (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => route.abort('internetdisconnected');
    await context.route('**/*', refuse);
    try {
      await setOffline(false);
      // The test may have gone back online meanwhile: only then is the emulation left off.
      await setOffline(offline);
    } finally {
      await context.unroute('**/*', refuse);
    }
  };
  const watch = (page: Page) => page.on('domcontentloaded', () => void reapply(page).catch(() => undefined));
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}
