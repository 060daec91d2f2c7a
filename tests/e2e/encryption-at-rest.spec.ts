import type { APIRequestContext, Page } from '@playwright/test';
import type { MyVotersColors, PatronagedVoter } from '../../src/contract/patronaged-voters';
import type { MyObserverVoters, PatronageVoter } from '../../src/contract/voting-day';
import { autoUnlock, stopAutoUnlock } from '../support/auto-unlock';
import { readOpenedStore } from '../support/sealed-store';
import { expect, test } from './fixtures';
import { apiGet, apiToken, signInThroughForm } from './outreach-helpers';
import { everythingStored, signOutWithDil } from './privacy-helpers';

/**
 * Voter data encrypted at rest (issue 36): a copy of the browser profile of a locked phone, or of
 * one signed out, holds no voter's name, phone or note in clear. "Locked" is the state of every
 * fresh load: the key lives only in the page's memory, so a reload stands for an app killed and
 * opened again (or a profile copied and opened elsewhere).
 */

const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
const PATRONAGER = { username: 'patronazhist', password: 'demo' } as const;
const PERSONAL_URLS = ['/api/patronage/my-observer-voters-new/', '/api/patronage/my-patronager-voters-election-day/', '/api/patronage/myvoters-colors/?offset=0&limit=1000'];

/** The strings that must not be found: quoted as JSON stores them, so a surname inside a longer word does not count. */
function quoted(values: readonly (string | null | undefined)[], except: ReadonlySet<string>): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v.length >= 3 && !except.has(v)))].map((v) => `"${v}"`);
}

function expectNoneStored(dump: string, secrets: readonly string[], where: string): void {
  expect(secrets.length, 'something to look for').toBeGreaterThan(10);
  const found = secrets.filter((secret) => dump.includes(secret));
  expect(found, `${where}: personal fields in clear`).toEqual([]);
}

/** The member's own name (localStorage keeps it for the top bar) is not a voter's. */
async function memberNames(page: Page): Promise<Set<string>> {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}') as { name?: string; surname?: string });
  return new Set([user.name ?? '', user.surname ?? '']);
}

/** A full load with no key in memory: the lock screen, and no list behind it. */
async function reloadLocked(page: Page): Promise<void> {
  await stopAutoUnlock(page);
  await page.reload();
  await expect(page.getByTestId('app-lock')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Të dhënat e votuesve në këtë pajisje janë të koduara.', { exact: false })).toBeVisible();
  await expect(page.locator('[data-testid^="voter-row-"], [data-testid="patronaged-row"], [data-testid^="station-"]')).toHaveCount(0);
}

async function unlock(page: Page, password: string): Promise<void> {
  const lock = page.getByTestId('app-lock');
  await lock.getByLabel('Fjalëkalimi').fill(password);
  await lock.getByRole('button', { name: 'Shkyç' }).click();
  await expect(lock).toHaveCount(0, { timeout: 30_000 });
  await autoUnlock(page);
}

async function observerSecrets(request: APIRequestContext, except: ReadonlySet<string>): Promise<string[]> {
  const token = await apiToken(request, OBSERVER);
  const list = await apiGet<MyObserverVoters>(request, token, '/api/patronage/my-observer-voters-new/');
  return quoted(list.voters.slice(0, 300).flatMap((v) => [v.name, v.surname, v.father_name]), except);
}

test('an observer’s downloaded list is unreadable on a locked and on a signed-out device', async ({ page, request }) => {
  await signInThroughForm(page, OBSERVER);
  await page.goto('/observer-module');
  await expect(page.locator('[data-testid^="station-"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('voting-download')).toHaveCount(0, { timeout: 30_000 });
  const secrets = await observerSecrets(request, await memberNames(page));

  // The list is on the device, readable with the member's password (and only with it).
  const opened = JSON.stringify(await readOpenedStore(page, 'observerVoters'));
  expect(secrets.filter((s) => opened.includes(s)).length).toBeGreaterThan(10);

  await reloadLocked(page);
  const locked = await everythingStored(page, { personalUrls: PERSONAL_URLS });
  expect(locked).toMatch(/idb terren\/observerVoters: \[\{/);
  expect(locked).toContain('_sealed');
  expectNoneStored(locked, secrets, 'locked');

  // The password opens the lists again, from the device.
  await unlock(page, OBSERVER.password);
  await page.goto('/observer-module');
  await expect(page.locator('[data-testid^="station-"]').first()).toBeVisible({ timeout: 30_000 });

  await signOutWithDil(page);
  expectNoneStored(await everythingStored(page, { personalUrls: PERSONAL_URLS }), secrets, 'signed out');
});

test('a patronager’s voters, phones and notes are unreadable on a locked and on a signed-out device', async ({ page, request }) => {
  await signInThroughForm(page, PATRONAGER);
  const token = await apiToken(request, PATRONAGER);
  const patronaged = (await apiGet<MyVotersColors>(request, token, '/api/patronage/myvoters-colors/?offset=0&limit=1000')).data;
  const electionDay = await apiGet<PatronageVoter[]>(request, token, '/api/patronage/my-patronager-voters-election-day/');

  await page.goto('/patronager-module');
  await expect(page.locator('[data-testid^="voter-row-"]').first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/my-patronage');
  await expect(page.getByTestId('patronaged-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('patronaged-download')).toHaveCount(0, { timeout: 30_000 });

  const except = await memberNames(page);
  const names = quoted(
    [...electionDay.flatMap((v) => [v.name, v.surname, v.father_name]), ...patronaged.flatMap((p: PatronagedVoter) => [p.voter.name, p.voter.surname, p.voter.nid])],
    except,
  );
  const phones = quoted([...electionDay.map((v) => v.phone), ...patronaged.map((p) => p.voter.phone)], except);
  const notes = quoted(patronaged.map((p) => p.comment), except);
  expect(phones.length, 'the seed gives the patronager voters with phones').toBeGreaterThan(0);
  const secrets = [...names, ...phones, ...notes];

  await reloadLocked(page);
  const locked = await everythingStored(page, { personalUrls: PERSONAL_URLS });
  expect(locked).toMatch(/idb terren\/patronagedVoters: \[\{/);
  expectNoneStored(locked, secrets, 'locked');

  await unlock(page, PATRONAGER.password);
  await signOutWithDil(page);
  expectNoneStored(await everythingStored(page, { personalUrls: PERSONAL_URLS }), secrets, 'signed out');
});

test('a wrong password does not open the data on a reopened device', async ({ page }) => {
  await signInThroughForm(page, OBSERVER);
  await page.goto('/observer-module');
  await expect(page.locator('[data-testid^="station-"]').first()).toBeVisible({ timeout: 30_000 });
  await reloadLocked(page);
  const lock = page.getByTestId('app-lock');
  await lock.getByLabel('Fjalëkalimi').fill('gabim');
  await lock.getByRole('button', { name: 'Shkyç' }).click();
  await expect(page.getByTestId('app-lock-error')).toContainText('Fjalëkalimi nuk është i saktë');
  await expect(page.locator('[data-testid^="station-"]')).toHaveCount(0);
  await unlock(page, OBSERVER.password);
  await expect(page.locator('[data-testid^="station-"]').first()).toBeVisible({ timeout: 30_000 });
});
