import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * The key to a member's records lives only in the page's memory, so every full load (goto,
 * reload, a new tab) of a signed-in member opens on the lock screen. Specs about something else
 * get it answered for them: a Playwright locator handler types the member's password whenever the
 * lock screen stands in the way of an action. Every demo account's password is 'demo'; a spec
 * that signs in with another (or changes it) says so with `setUnlockPassword`, and a spec about
 * the lock itself turns the handler off with `stopAutoUnlock`.
 */
export const DEFAULT_UNLOCK_PASSWORD = 'demo';

const passwords = new WeakMap<Page, string>();
const watched = new WeakSet<Page>();

const lockScreen = (page: Page) => page.getByTestId('app-lock');

export function setUnlockPassword(page: Page, password: string): void {
  passwords.set(page, password);
}

export async function autoUnlock(page: Page): Promise<void> {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addLocatorHandler(lockScreen(page), async (lock) => {
    // Language-independent: the sweep runs the lock screen in every language.
    await lock.locator('input[type="password"]').fill(passwords.get(page) ?? DEFAULT_UNLOCK_PASSWORD);
    await lock.locator('button[type="submit"]').click();
  });
}

export async function stopAutoUnlock(page: Page): Promise<void> {
  await page.removeLocatorHandler(lockScreen(page));
  watched.delete(page);
}

/** Every page of the context, those opened later included. */
export async function autoUnlockContext(context: BrowserContext): Promise<void> {
  context.on('page', (page) => void autoUnlock(page));
  await Promise.all(context.pages().map(autoUnlock));
}

/**
 * Specs that make their own contexts (two devices, the phone sweep) go through `browser.newContext`:
 * wrapped once per worker, so theirs unlock too.
 */
export function autoUnlockNewContexts(browser: Browser): void {
  const marked = browser as Browser & { terrenAutoUnlock?: true };
  if (marked.terrenAutoUnlock) return;
  marked.terrenAutoUnlock = true;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await autoUnlockContext(context);
    return context;
  };
}
