import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { AssignedTaskRow, MemberTaskDetail } from '../../src/contract/member-tasks';
import type { TaskComment } from '../../src/contract/task-comments';
import { memberTasks, tasks } from '../../server/db/schema';
import { QR_SUBTASK_NAME } from '../../server/seed/seed-member-tasks';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { keepOfflineAcrossLoads } from '../support/offline-across-loads';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { SAVED_ON_DEVICE } from './save-texts';

/**
 * A received task on two devices of one member (issue 32), through the fault proxy: the comment
 * and report sends lose answers, are answered 503 / 429 or reset, and the thread's download is held
 * back so it is answered with data older than the comments acknowledged meanwhile. Device A works
 * offline (a comment, the report, done) while device B comments online; then the network heals.
 * Each comment reaches the server once, each device lists every comment once (none twice under a
 * local and a server id, none missing), and after a reload both show the task done with A's report.
 */
const MEMBER = { username: 'anetar', password: 'demo' } as const;
const SYNC_TIMEOUT = 30_000;
const SEEDS = [1, 2, 3];

const isWrite = (method: string, pathname: string) => method === 'POST' && (pathname === '/api/hr/taskcomment/' || pathname === '/api/hr/membertaskcomment/' || pathname === '/api/hr/membertask/complete/');
const isThread = (method: string, pathname: string) => method === 'GET' && pathname === '/api/hr/task-info-comments/';

async function openDevice(browser: Browser, base: string, memberTaskId: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, locale: 'sq-AL', reducedMotion: 'reduce', serviceWorkers: 'allow' });
  await keepOfflineAcrossLoads(context);
  const page = await context.newPage();
  await signInThroughForm(page, MEMBER);
  // The list first: the task's copy on the device comes with it.
  await page.goto('/tasks-received');
  await expect(page.getByTestId('task-row').first()).toBeVisible({ timeout: SYNC_TIMEOUT });
  await page.goto(`/task-view?id=${memberTaskId}`);
  await expect(page.getByTestId('report-editor')).toBeVisible({ timeout: SYNC_TIMEOUT });
  await expect(page.getByTestId('comments-panel')).toHaveAttribute('data-loaded', 'true', { timeout: SYNC_TIMEOUT });
  await waitForServiceWorkerReady(page);
  return { context, page };
}

async function comment(page: Page, text: string): Promise<void> {
  await page.getByLabel('Komenti').fill(text);
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('comments-panel').getByText(text, { exact: true })).toBeVisible();
}

/** The comments a device lists, as shown. */
async function shownComments(page: Page): Promise<string[]> {
  return page.getByTestId('comments-panel').getByTestId('comment').locator('p').allTextContents();
}

async function memberTask(request: APIRequestContext, token: string): Promise<{ id: number; taskId: number }> {
  const rows = await apiGet<{ data: AssignedTaskRow[] }>(request, token, `/api/hr/my-assigned-tasks/?limit=100&name=${encodeURIComponent(QR_SUBTASK_NAME)}`);
  const row = rows.data.find((r) => r.task_name === QR_SUBTASK_NAME);
  if (!row) throw new Error(`${QR_SUBTASK_NAME} is not among the member's tasks`);
  return { id: row.id, taskId: row.task_id };
}

for (const seed of SEEDS) {
  test(`task seed ${seed}: comments from two devices reach the server once each, both list them once, both end with the task done`, async ({ browser, request, server }) => {
    test.setTimeout(180_000);
    await server.db.update(tasks).set({ endDate: new Date(Date.now() + 3 * 86_400_000) }).where(eq(tasks.name, QR_SUBTASK_NAME));
    const token = await apiToken(request, MEMBER);
    const { id, taskId } = await memberTask(request, token);
    // The worker's server outlives a test: each seed starts from the task ongoing, not done, no report.
    await server.db.update(memberTasks).set({ completed: false, completedAt: null, report: null, reportUpdatedAt: null, refusedAt: null, refuseReason: null }).where(eq(memberTasks.id, id));
    const thread = async () => (await apiGet<{ data: TaskComment[] }>(request, token, `/api/hr/task-info-comments/?task_id=${taskId}&limit=1000`)).data.map((c) => c.comment);
    const before = await thread();
    const proxy: FaultProxy = await startFaultProxy({ target: server.url, seed, faultsOn: false, isFaultable: isWrite });
    const contexts: BrowserContext[] = [];
    try {
      const [a, b] = await Promise.all([openDevice(browser, proxy.url, id), openDevice(browser, proxy.url, id)]);
      contexts.push(a.context, b.context);
      proxy.setFaults(true);
      proxy.setHold({ isHeld: isThread, isRacingWrite: isWrite, rate: 0.8, minMs: 1_000, maxMs: 3_000, graceMs: 300 });
      const mine = [`A${seed} offline 1`, `A${seed} offline 2`];
      const theirs = [`B${seed} online 1`, `B${seed} online 2`];
      const report = `Raporti i pajisjes A, seed ${seed}.`;

      await a.context.setOffline(true);
      await comment(a.page, mine[0] ?? '');
      await comment(b.page, theirs[0] ?? '');
      await a.page.reload();
      await expect(a.page.getByTestId('task-as-of')).toBeVisible({ timeout: SYNC_TIMEOUT });
      await comment(a.page, mine[1] ?? '');
      await a.page.getByTestId('report-editor').fill(report);
      await a.page.getByTestId('report-save').click();
      await expect(a.page.getByText(SAVED_ON_DEVICE)).toBeVisible();
      await comment(b.page, theirs[1] ?? '');
      await a.page.getByTestId('task-done').click();
      await expect(a.page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
      await a.context.setOffline(false);

      const wanted = [...mine, ...theirs];
      await expect.poll(async () => (await thread()).filter((c) => wanted.includes(c)).sort(), { timeout: SYNC_TIMEOUT, message: 'every comment reaches the server' }).toEqual([...wanted].sort());
      // A send that failed after the last success waits out its backoff: each is polled for, not read once.
      const detailNow = () => apiGet<MemberTaskDetail>(request, token, `/api/hr/membertask/${id}/`);
      await expect.poll(async () => (await detailNow()).completed, { timeout: SYNC_TIMEOUT, message: 'done reaches the server' }).toBe(true);
      await expect.poll(async () => (await detailNow()).comment ?? '', { timeout: SYNC_TIMEOUT, message: "A's report reaches the server" }).toContain(report);
      proxy.setFaults(false);
      proxy.setHold(null);
      await proxy.idle(8_000);
      const onServer = await thread();
      expect(onServer.filter((c) => !before.includes(c)).sort(), 'each comment once on the server').toEqual([...wanted].sort());
      if (process.env.TWO_DEVICE_TRACE === '1') for (const e of proxy.journal()) console.log(`    ${e.at} ${e.method} ${e.path} seq=${e.seq ?? '-'} fault=${e.fault} status=${e.status ?? '-'} body=${e.body.slice(0, 80)}`);

      for (const [name, page] of [['A', a.page], ['B', b.page]] as const) {
        await page.goto(`/task-view?id=${id}`);
        await expect(page.getByTestId('status-banner')).toContainText('Përfunduar', { timeout: SYNC_TIMEOUT });
        await expect(page.getByTestId('report-view')).toContainText(report);
        await expect(page.getByTestId('comment-sync')).toHaveCount(0, { timeout: SYNC_TIMEOUT });
        await expect
          .poll(async () => (await shownComments(page)).filter((c) => wanted.some((w) => c.includes(w))).length, { timeout: SYNC_TIMEOUT, message: `device ${name} lists each comment once` })
          .toBe(wanted.length);
      }
      const counts = proxy.counts();
      console.log(
        `[two-devices] task seed=${seed} comments=${wanted.length} | writes=${counts.calls} fwd=${counts.forwarded} reset=${counts.reset} lostResp=${counts.lostResponse} 503=${counts.status503} 429=${counts.status429} delayed=${counts.delayed} | threads held=${counts.held} pastWrite=${counts.heldPastWrite}`,
      );
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
      await proxy.close();
    }
  });
}
