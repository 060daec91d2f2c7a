import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The `-offline` test ids ("not on the device") this document has shown so far. */
    offlineTextsSeen?: string[];
  }
}

/**
 * From the next document on, records every "not on the device" text (`[data-testid$="-offline"]`
 * of a read-only screen) that is ever put on the page, however briefly: a screen whose copy is on
 * the device must show a skeleton while it reads it, never that text first.
 */
export async function watchOfflineTexts(page: Page, testIds: readonly string[]): Promise<void> {
  await page.addInitScript((ids: readonly string[]) => {
    window.offlineTextsSeen = [];
    const selector = ids.map((id) => `[data-testid="${id}"]`).join(',');
    const look = () => {
      for (const element of document.querySelectorAll(selector)) {
        const id = element.getAttribute('data-testid') ?? '';
        if (!window.offlineTextsSeen?.includes(id)) window.offlineTextsSeen?.push(id);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  }, testIds);
}

export async function offlineTextsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.offlineTextsSeen ?? []);
}
