import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** A fresh profile on the app's origin; every benchmark gets its own, so no storage leaks between them. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: { serviceWorkers?: 'allow' | 'block'; storageState?: Awaited<ReturnType<BrowserContext['storageState']>> } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    storageState: options.storageState,
    locale: 'sq-AL',
    viewport: { width: 412, height: 915 },
  });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  return context;
}

/**
 * tsx compiles the runner with esbuild's keepNames, which wraps named functions in `__name(…)`;
 * functions handed to page.evaluate / addInitScript carry that call into the page, where it
 * does not exist. Defining it as the identity in every page makes them run unchanged.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** Slows this page's CPU `rate` times (CDP Emulation.setCPUThrottlingRate); returns the session to reuse. */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Used JS heap of the page in bytes (CDP Performance.getMetrics JSHeapUsedSize). */
export async function jsHeapUsed(cdp: CDPSession): Promise<number | null> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
}
