import type { Page } from '@playwright/test';
import type { BenchWindow } from '../pages/page-api';

type Api = BenchWindow['bench'];
type AnyFn = (...args: never[]) => Promise<unknown>;
type Method<A extends keyof Api, M extends keyof NonNullable<Api[A]>> = Extract<NonNullable<Api[A]>[M], AnyFn>;

/** Opens a bench page and waits until it has put its API on window.bench. */
export async function openBenchPage(page: Page, path: string, api: keyof Api): Promise<void> {
  await page.goto(path);
  await page.waitForFunction((name) => Boolean((window as unknown as Partial<BenchWindow>).bench?.[name]), api, { timeout: 30_000 });
}

/** Calls `window.bench[api][method](arg)` in the page and returns its (serialised) result. */
export async function callPage<A extends keyof Api, M extends keyof NonNullable<Api[A]> & string>(
  page: Page,
  api: A,
  method: M,
  ...arg: Parameters<Method<A, M>>
): Promise<Awaited<ReturnType<Method<A, M>>>> {
  const result: unknown = await page.evaluate(
    ([name, fn, input]) => {
      const apis = (window as unknown as { bench: Record<string, Record<string, (x: unknown) => Promise<unknown>>> }).bench;
      const call = apis[name]?.[fn];
      if (!call) throw new Error(`window.bench.${name}.${fn} is missing`);
      return call(input);
    },
    [api, method, arg[0]] as const,
  );
  return result as Awaited<ReturnType<Method<A, M>>>;
}

/** Page errors and console errors go to the log: a bench page that fails quietly would measure nothing. */
export function logPageErrors(page: Page, log: (message: string) => void, label: string): void {
  page.on('pageerror', (error) => log(`  [${label}] page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') log(`  [${label}] console: ${message.text()}`);
  });
}
