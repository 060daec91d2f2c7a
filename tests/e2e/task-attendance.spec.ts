import type { APIRequestContext, Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AssignedTaskRow } from '../../src/contract/member-tasks';
import type { TaskQrView } from '../../src/contract/task-attendance';
import { eq } from 'drizzle-orm';
import { members } from '../../server/db/schema';
import { retireAttendanceKey } from '../../server/repositories/attendance-keys';
import { attendanceCodes } from '../../server/repositories/task-attendance';
import { parseAttendanceQr } from '../../src/contract/task-attendance';
import { QR_SCANNED_PARTICIPANT, QR_TASK_NAME } from '../../server/seed/seed-member-tasks';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import type { InProcessServer } from '../support/in-process-server';
import { expect, inProcessTest } from '../support/in-process-test';
import { writeQrVideo } from '../support/qr-video';
import { seriousViolations } from '../support/axe-violations';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';

/**
 * QR attendance (issue 13, spec 02 §2.5, §4): `vezhgues` takes attendance at the QR task. Scans
 * change the server's state, so the spec runs on its own in-process server. The camera is
 * Chromium's fake device playing a clip of the participant's code; the clip is rewritten before
 * each scan (Chromium opens the file whenever the camera starts).
 */
const VIDEO = join(tmpdir(), `terren-e2e-qr-${process.pid}.y4m`);
writeQrVideo(VIDEO, 'nothing yet');

const test = inProcessTest;

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
  permissions: ['camera'],
});

const TAKER = { username: 'vezhgues', password: 'demo' } as const;

async function qrTaskId(request: APIRequestContext, token: string): Promise<number> {
  const rows = await apiGet<{ data: AssignedTaskRow[] }>(request, token, `/api/hr/my-assigned-tasks/?limit=100&name=${encodeURIComponent(QR_TASK_NAME)}`);
  const row = rows.data.find((r) => r.task_name === QR_TASK_NAME);
  if (!row) throw new Error('the QR task is not among the taker’s tasks');
  return row.task_id;
}

/** The QR text of a participant, as the creator's QR PDF prints it. */
async function codeOf(server: InProcessServer, taskId: number, username: string): Promise<{ memberId: number; text: string; name: string }> {
  const codes = (await attendanceCodes(server.db, taskId, server.seed.accounts.admin)) ?? [];
  const [member] = await server.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  const memberId = member?.id ?? 0;
  const code = codes.find((c) => c.member_id === memberId);
  if (!code) throw new Error(`${username} is not a participant`);
  return { memberId, text: code.qr_code, name: `${code.name} ${code.surname}` };
}

async function attended(request: APIRequestContext, token: string, taskId: number, memberId: number): Promise<boolean> {
  const view = await apiGet<TaskQrView>(request, token, `/api/hr/taskinfoqrc/?task_id=${taskId}`);
  return view.members.find((m) => m.member_id === memberId)?.completed ?? false;
}

async function scan(page: Page, text: string): Promise<void> {
  writeQrVideo(VIDEO, text);
  await page.getByTestId('qr-scan').click();
  await expect(page.getByTestId('scan-dialog')).toBeVisible();
}

async function closeScanner(page: Page): Promise<void> {
  await page.getByTestId('scan-dialog').getByRole('button', { name: 'Mbyll' }).first().click();
  await expect(page.getByTestId('scan-dialog')).toHaveCount(0);
}

const row = (page: Page, memberId: number) => page.locator(`[data-testid="participant-row"][data-member="${memberId}"]`);

/** The taker signed in on the QR view, the app ready to work offline. */
async function openQrView(page: Page, request: APIRequestContext): Promise<{ token: string; taskId: number }> {
  await signInThroughForm(page, TAKER);
  const token = await apiToken(request, TAKER);
  const taskId = await qrTaskId(request, token);
  await page.goto(`/task-qr-view?task_id=${taskId}`);
  await expect(page.getByRole('heading', { name: QR_TASK_NAME, level: 1 })).toBeVisible();
  await expect(page.getByTestId('participant-row').first()).toBeVisible();
  await waitForServiceWorkerReady(page);
  return { token, taskId };
}

test('the QR view: fields, map link, conference, filter; a scan online marks the participant, and again says scanned before', async ({ page, request, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, TAKER);
  const token = await apiToken(request, TAKER);
  const taskId = await qrTaskId(request, token);
  // Reached as a member does: the list, the consult view, then its QR view.
  await page.goto(`/tasks-received?name=${encodeURIComponent('Tubim')}`);
  await page.getByRole('button', { name: `Shiko detyrën: ${QR_TASK_NAME}` }).click();
  await page.getByTestId('open-qr').click();
  await expect(page).toHaveURL(new RegExp(`/task-qr-view\\?task_id=${taskId}$`));
  await expect(page.getByTestId('qr-location')).toHaveAttribute('href', /openstreetmap\.org\/search\?query=41\.3174%2C19\.822/);
  await expect(page.getByTestId('qr-location')).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('qr-conference')).toBeVisible();
  await expect(page.getByTestId('participant-row')).toHaveCount(8);
  const scanned = await codeOf(server, taskId, QR_SCANNED_PARTICIPANT);
  await expect(row(page, scanned.memberId)).toHaveAttribute('data-completed', 'true');
  await page.getByTestId('participants-filter').fill('xyz-nobody');
  await expect(page.getByTestId('participants-table-empty')).toHaveText('Nuk ka të dhëna!');
  await page.getByTestId('participants-filter').fill('');

  expect(await seriousViolations(page)).toEqual([]);

  const target = await codeOf(server, taskId, 'anetar01');
  await expect(row(page, target.memberId)).toHaveAttribute('data-completed', 'false');
  await scan(page, target.text);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi u skanua me sukses.', { timeout: 15_000 });
  await expect(page.getByTestId('scan-video')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await closeScanner(page);
  await expect(row(page, target.memberId)).toHaveAttribute('data-completed', 'true');
  expect(await attended(request, token, taskId, target.memberId)).toBe(true);

  await scan(page, target.text);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi është skanuar më parë.', { timeout: 15_000 });
  await closeScanner(page);
  // A participant scanned on another phone before this one saw it: the server's 409 says so.
  await scan(page, scanned.text);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi është skanuar më parë.', { timeout: 15_000 });
  await closeScanner(page);
});

test('a scan with no signal: attended at once, again says scanned before, kept across a reload, sent on reconnecting', async ({ page, context, request, server }) => {
  const { token, taskId } = await openQrView(page, request);
  const target = await codeOf(server, taskId, 'anetar02');

  await context.setOffline(true);
  await scan(page, target.text);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi u skanua me sukses.', { timeout: 15_000 });
  await closeScanner(page);
  await expect(row(page, target.memberId)).toHaveAttribute('data-completed', 'true');
  await expect(row(page, target.memberId).getByTestId('participant-sync')).toHaveAttribute('data-sync', 'pending');
  await scan(page, target.text);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi është skanuar më parë.', { timeout: 15_000 });
  await closeScanner(page);
  expect(await attended(request, token, taskId, target.memberId)).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { name: QR_TASK_NAME, level: 1 })).toBeVisible();
  await expect(page.getByTestId('qr-as-of')).toBeVisible();
  await expect(row(page, target.memberId)).toHaveAttribute('data-completed', 'true');
  await expect(row(page, target.memberId).getByTestId('participant-sync')).toHaveAttribute('data-sync', 'pending');

  await context.setOffline(false);
  await expect(row(page, target.memberId).getByTestId('participant-sync')).toHaveCount(0, { timeout: 30_000 });
  expect(await attended(request, token, taskId, target.memberId)).toBe(true);
});

test('offline, a forged code is refused at once and nothing is marked or queued; a real one is accepted with the participant shown, and Mbyll stays uncovered', async ({ page, context, request, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token, taskId } = await openQrView(page, request);
  const target = await codeOf(server, taskId, 'anetar05');
  // The forgery: the right member and task, a made-up signature.
  const forged = `${target.text.slice(0, target.text.lastIndexOf(','))},${'A'.repeat(86)}`;
  await context.setOffline(true);
  await scan(page, forged);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi nuk është i vlefshëm!', { timeout: 15_000 });
  await expect(page.getByTestId('scan-participant')).toHaveCount(0);
  await closeScanner(page);
  await expect(row(page, target.memberId)).toHaveAttribute('data-completed', 'false');
  await expect(row(page, target.memberId).getByTestId('participant-sync')).toHaveCount(0);
  expect(await page.evaluate(() => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('terren');
    open.onerror = () => reject(open.error ?? new Error('indexedDB'));
    open.onsuccess = () => {
      const count = open.result.transaction('outbox').objectStore('outbox').count();
      count.onsuccess = () => resolve(count.result);
    };
  }))).toBe(0);

  await scan(page, target.text);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi u skanua me sukses.', { timeout: 15_000 });
  await expect(page.getByTestId('scan-participant')).toHaveText(target.name);
  await expect(page.getByTestId('scan-participant-photo')).toBeVisible();
  await expect(page.getByTestId('scan-note')).toBeVisible();
  // Nothing lies over the footer's 'Mbyll' on a phone: the point at its centre is the button itself.
  const close = page.getByTestId('scan-dialog').getByRole('button', { name: 'Mbyll' }).first();
  const onTop = await close.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && button.contains(hit) && box.bottom <= window.innerHeight;
  });
  expect(onTop).toBe(true);
  await closeScanner(page);
  await expect(row(page, target.memberId)).toHaveAttribute('data-completed', 'true');
  await expect(row(page, target.memberId).getByTestId('participant-sync')).toHaveAttribute('data-sync', 'pending');
  await context.setOffline(false);
  await expect(row(page, target.memberId).getByTestId('participant-sync')).toHaveCount(0, { timeout: 30_000 });
  expect(await attended(request, token, taskId, target.memberId)).toBe(true);
});

test('a code whose key was retired after the device got its keys: accepted offline, refused by the server, shown on the participant', async ({ page, context, request, server }) => {
  const { token, taskId } = await openQrView(page, request);
  const target = await codeOf(server, taskId, 'anetar04');
  const keyId = parseAttendanceQr(target.text)?.keyId ?? 0;
  await context.setOffline(true);
  expect(await retireAttendanceKey(server.db, keyId, new Date())).toBe(true);
  await scan(page, target.text);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi u skanua me sukses.', { timeout: 15_000 });
  await closeScanner(page);
  await context.setOffline(false);
  await expect(row(page, target.memberId).getByTestId('participant-sync')).toHaveAttribute('data-sync', 'attention', { timeout: 30_000 });
  await expect(row(page, target.memberId).getByTestId('participant-sync')).toContainText('Serveri nuk e pranoi:');
  expect(await attended(request, token, taskId, target.memberId)).toBe(false);
  await row(page, target.memberId).getByRole('button', { name: 'Hiqe' }).click();
  await expect(row(page, target.memberId)).toHaveAttribute('data-completed', 'false');
  // Back online the view brings the keys still in use: the same code is now refused on the device at once.
  await scan(page, target.text);
  await expect(page.getByTestId('scan-result')).toHaveText('Kodi nuk është i vlefshëm!', { timeout: 15_000 });
  await closeScanner(page);
});
