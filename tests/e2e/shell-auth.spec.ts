import { DEMO_PASSWORD, expect, test } from './shell-helpers';

test('an empty form shows the spec messages for both fields', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Mirë se vini!' })).toBeVisible();
  await expect(page.getByText('Ju lutemi identifikohuni me kredencialet tuaja.')).toBeVisible();
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page.getByText('Ju lutemi vendosni username ose kodin e përdoruesit!')).toBeVisible();
  await expect(page.getByText('Ju lutemi vendosni fjalëkalimin!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password shows the server's error, and typing clears it", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Emri i përdoruesit ose kodi').fill('anetar');
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Hyr' }).click();
  const alert = page.getByTestId('login-error');
  await expect(alert).toBeVisible();
  // The server's `Error` text is shown as it is.
  await expect(alert).not.toHaveText('');
  await expect(alert).not.toContainText('There was a mistake');
  await page.getByLabel('Fjalëkalimi', { exact: true }).press('x');
  await expect(alert).toBeHidden();
});

test('signing in asks for each session call once', async ({ page }) => {
  const calls = ['/api/hr/current-anetar-data/', '/api/hr/currentuser/', '/api/hr/profile/my-accesses/', '/api/hr/current-member-data/', '/api/core/mypermissions/', '/api/core/permission-tree/', '/api/division/regional-data/'];
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (calls.includes(path)) asked.push(path);
  });
  await page.goto('/login');
  await page.getByLabel('Emri i përdoruesit ose kodi').fill('anetar');
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page.getByRole('heading', { name: /Mirë se vini, / })).toBeVisible();
  // Whatever the dashboard sets off has had its time.
  await page.waitForLoadState('networkidle');
  expect(asked.sort()).toEqual([...calls].sort());
});

test('signing in lowercases the username, stores the session and opens the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Emri i përdoruesit ose kodi').fill('  PatronaZHIST ');
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mirë se vini, Dritë Dervishi!' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    authUser: JSON.parse(localStorage.getItem('authUser') ?? 'null') as { key?: string; user?: { username?: string } } | null,
    userData: JSON.parse(localStorage.getItem('userData') ?? 'null') as unknown,
    permissions: JSON.parse(localStorage.getItem('permissions') ?? 'null') as unknown,
    session: JSON.parse(sessionStorage.getItem('session') ?? 'null') as { member?: { is_patronager?: boolean } } | null,
  }));
  expect(stored.authUser?.key).toBeTruthy();
  expect(stored.authUser?.user?.username).toBe('patronazhist');
  expect(stored.userData).toMatchObject({ name: 'Dritë', surname: 'Dervishi' });
  expect(stored.permissions).toContain('DetyratMarra');
  expect(stored.session?.member?.is_patronager).toBe(true);
});

test('logout via the user menu goes to /login, forgets the account and keeps the device preferences', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('color', 'green'));
  await page.reload();
  await page.getByLabel('Emri i përdoruesit ose kodi').fill('diaspora');
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authUser') ?? '{}') as { key: string }).key);

  await page.getByRole('button', { name: 'Menyja e përdoruesit' }).click();
  await page.getByRole('menuitem', { name: 'Dil', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => ({ keys: Object.keys(localStorage).sort(), session: sessionStorage.length }));
  expect(left.keys).toEqual(['color']);
  expect(left.session).toBe(0);
  await expect(page.locator('html')).toHaveAttribute('data-color', 'green');

  // The server forgot the token too.
  const after = await page.request.get('/api/hr/currentuser/', { headers: { Authorization: `Token ${token}` } });
  expect(after.status()).toBe(403);
  // And the protected routes are closed again.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('a 403 signs the user out without a page reload, and the queued work on the device stays', async ({ page, signInAs }) => {
  await signInAs('anetar');
  await expect(page.getByRole('heading', { name: /Mirë se vini, Ëngjëll Shehu/ })).toBeVisible();
  // A database standing in for queued work: sign-out must not delete any IndexedDB database.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('terren-e2e-marker', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('rows');
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      }),
  );
  const databasesBefore = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).sort());
  expect(databasesBefore).toContain('terren-e2e-marker');

  // Corrupt the stored token, then trigger calls: a full navigation is avoided on purpose, the
  // top bar reloads its lists when the device comes back online.
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('authUser') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('authUser', JSON.stringify({ ...auth, key: 'corrupted-token' }));
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    window.dispatchEvent(new Event('online'));
  });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Mirë se vini!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
  const databasesAfter = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).sort());
  // Nothing was deleted (signing out may open the app's own database to record the sign-out).
  expect(databasesAfter).toEqual(expect.arrayContaining(databasesBefore));
});

test('logout with unsent changes asks first; cancel stays signed in, confirming keeps the changes on the device', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Emri i përdoruesit ose kodi').fill('vhp');
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { id: number }).id);

  // One change waiting in the outbox of this member (state 'attention': the engine leaves it alone).
  await expect.poll(async () => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'terren'))).toBe(true);
  const putRow = (id: number) =>
    new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('terren');
      open.onerror = () => reject(open.error ?? new Error('open failed'));
      open.onsuccess = () => {
        const tx = open.result.transaction('outbox', 'readwrite');
        const now = Date.now();
        tx.objectStore('outbox').put({ key: 'e2e:1', kind: 'e2e', userId: id, desired: {}, version: 1, state: 'attention', attempts: 0, nextAttemptAt: now, lastError: 'e2e', createdAt: now, updatedAt: now, sentVersion: null });
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error ?? new Error('put failed'));
      };
    });
  await page.evaluate(putRow, userId);

  await page.getByRole('button', { name: 'Menyja e përdoruesit' }).click();
  await page.getByRole('menuitem', { name: 'Dil', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Keni 1 ndryshim që nuk është dërguar ende.');
  await dialog.getByRole('button', { name: 'Anulo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).not.toBeNull();

  await page.getByRole('button', { name: 'Menyja e përdoruesit' }).click();
  await page.getByRole('menuitem', { name: 'Dil', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Dil gjithsesi' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('terren');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
  expect(kept).toBe(1);
});
