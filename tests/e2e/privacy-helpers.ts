import { expect, type Page } from '@playwright/test';

/**
 * Everything the page can read of the browser's storage, as text: every IndexedDB database and
 * store, every Cache Storage entry, localStorage and sessionStorage, and any answer to a personal
 * API call still in the HTTP cache (`only-if-cached` never goes to the network). Without
 * `cacheBodies` a Cache Storage entry is only its address: the app's own code, precached, names
 * the addresses it fetches.
 */
export async function everythingStored(page: Page, { personalUrls = [], cacheBodies = true }: { personalUrls?: readonly string[]; cacheBodies?: boolean } = {}): Promise<string> {
  return page.evaluate(async ({ urls, bodies }) => {
    const parts: string[] = [];
    const request = <T,>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      parts.push(`idb ${info.name}`);
      const db = await request(indexedDB.open(info.name));
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await request(db.transaction(store).objectStore(store).getAll());
        parts.push(`idb ${info.name}/${store}: ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const response = bodies ? await cache.match(key) : undefined;
        parts.push(`cache ${name} ${key.url}: ${response ? await response.text() : ''}`);
      }
    }
    parts.push(`localStorage: ${JSON.stringify({ ...localStorage })}`, `sessionStorage: ${JSON.stringify({ ...sessionStorage })}`);
    for (const url of urls) {
      try {
        const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
        parts.push(`http-cache ${url} ${response.status}: ${await response.text()}`);
      } catch {
        // Not in the HTTP cache: only-if-cached fails rather than asking the network.
      }
    }
    return parts.join('\n');
  }, { urls: personalUrls, bodies: cacheBodies });
}

/** 'Dil' from the user menu, through the unsent-changes warning if it comes, to the sign-in page. */
export async function signOutWithDil(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menyja e përdoruesit' }).click();
  await page.getByRole('menuitem', { name: 'Dil', exact: true }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning.or(page.getByRole('heading', { name: 'Mirë se vini!' }))).toBeVisible({ timeout: 15_000 });
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Dil gjithsesi' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
