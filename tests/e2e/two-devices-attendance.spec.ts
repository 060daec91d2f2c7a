import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { AssignedTaskRow } from '../../src/contract/member-tasks';
import type { TaskQrView } from '../../src/contract/task-attendance';
import { memberPoints, members, memberTasks } from '../../server/db/schema';
import { attendanceCodes } from '../../server/repositories/task-attendance';
import { QR_TASK_NAME } from '../../server/seed/seed-member-tasks';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import type { InProcessServer } from '../support/in-process-server';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { writeQrVideo } from '../support/qr-video';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { keepOfflineAcrossLoads } from '../support/offline-across-loads';

/**
 * QR attendance on two devices of one attendance taker (issue 32), through the fault proxy: the
 * scans' sends lose answers, are answered 503 / 429 or reset, and the QR view's participant list
 * is held back so it is answered with attendance older than the scans acknowledged meanwhile.
 * Device A scans two participants with no signal; device B scans one of them too (the same code
 * on both phones) and a third. Each participant ends attended once on the server, and both devices
 * show the three attended with nothing waiting and nothing needing attention.
 *
 * The camera is Chromium's fake device, one clip per browser process, opened when a page starts the
 * camera: the devices scan one at a time, the clip rewritten before each scan.
 */
const VIDEO = join(tmpdir(), `terren-e2e-qr-two-devices-${process.pid}.y4m`);
writeQrVideo(VIDEO, 'nothing yet');

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

const TAKER = { username: 'vezhgues', password: 'demo' } as const;
const SYNC_TIMEOUT = 30_000;
const SCAN_TIMEOUT = 15_000;
const SEEDS = [1, 2, 3];
/** Not the seed's pre-scanned participant (anetar03): these three start each seed not attended. */
const PARTICIPANTS = ['anetar01', 'anetar02', 'anetar04'] as const;

const isScan = (method: string, pathname: string) => method === 'POST' && pathname === '/api/hr/membertask/qrcode/';
const isParticipantList = (method: string, pathname: string) => method === 'GET' && pathname === '/api/hr/taskinfoqrc/';

interface Code {
  username: string;
  memberId: number;
  text: string;
}

async function qrTaskId(request: APIRequestContext, token: string): Promise<number> {
  const rows = await apiGet<{ data: AssignedTaskRow[] }>(request, token, `/api/hr/my-assigned-tasks/?limit=100&name=${encodeURIComponent(QR_TASK_NAME)}`);
  const row = rows.data.find((r) => r.task_name === QR_TASK_NAME);
  if (!row) throw new Error('the QR task is not among the taker’s tasks');
  return row.task_id;
}

async function codeOf(server: InProcessServer, taskId: number, username: string): Promise<Code> {
  const codes = (await attendanceCodes(server.db, taskId, server.seed.accounts.admin)) ?? [];
  const [member] = await server.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  const code = codes.find((c) => c.member_id === member?.id);
  if (!member || !code) throw new Error(`${username} is not a participant`);
  return { username, memberId: member.id, text: code.qr_code };
}

const row = (page: Page, memberId: number) => page.locator(`[data-testid="participant-row"][data-member="${memberId}"]`);

interface Device {
  context: BrowserContext;
  page: Page;
}

async function openDevice(browser: Browser, base: string, taskId: number): Promise<Device> {
  const context = await browser.newContext({ baseURL: base, locale: 'sq-AL', reducedMotion: 'reduce', serviceWorkers: 'allow', permissions: ['camera'] });
  await keepOfflineAcrossLoads(context);
  const page = await context.newPage();
  await signInThroughForm(page, TAKER);
  await page.goto(`/task-qr-view?task_id=${taskId}`);
  await expect(page.getByRole('heading', { name: QR_TASK_NAME, level: 1 })).toBeVisible({ timeout: SYNC_TIMEOUT });
  await expect(page.getByTestId('participant-row').first()).toBeVisible({ timeout: SYNC_TIMEOUT });
  await waitForServiceWorkerReady(page);
  return { context, page };
}

/** One scan that the device takes as new: online it may have been answered, or kept for later when no answer came. */
async function scan(page: Page, code: Code): Promise<void> {
  writeQrVideo(VIDEO, code.text);
  await page.getByTestId('qr-scan').click();
  await expect(page.getByTestId('scan-dialog')).toBeVisible();
  await expect(page.getByTestId('scan-result'), `scan of ${code.username}`).toHaveText('Kodi u skanua me sukses.', { timeout: SCAN_TIMEOUT });
  await page.getByTestId('scan-dialog').getByRole('button', { name: 'Mbyll' }).first().click();
  await expect(page.getByTestId('scan-dialog')).toHaveCount(0);
  await expect(row(page, code.memberId)).toHaveAttribute('data-completed', 'true');
}

for (const seed of SEEDS) {
  test(`attendance seed ${seed}: scans from two devices, one code on both, reach the server once each; both show them attended, nothing left waiting`, async ({ browser, request, server }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, TAKER);
    const taskId = await qrTaskId(request, token);
    const [x, y, z] = await Promise.all(PARTICIPANTS.map((u) => codeOf(server, taskId, u)));
    if (!x || !y || !z) throw new Error('three participants expected');
    const scanned = [x, y, z];
    const ids = scanned.map((c) => c.memberId);
    // The worker's server outlives a test: each seed starts from the three not attended, no points paid.
    const assignments = await server.db
      .select({ id: memberTasks.id, memberId: memberTasks.memberId })
      .from(memberTasks)
      .where(and(eq(memberTasks.taskId, taskId), inArray(memberTasks.memberId, ids)));
    const assignmentIds = assignments.map((a) => a.id);
    await server.db.delete(memberPoints).where(inArray(memberPoints.memberTaskId, assignmentIds));
    await server.db.update(memberTasks).set({ completed: false, completedAt: null, attendedAt: null, attendanceById: null }).where(inArray(memberTasks.id, assignmentIds));

    const view = () => apiGet<TaskQrView>(request, token, `/api/hr/taskinfoqrc/?task_id=${taskId}`);
    const before = new Map((await view()).members.map((m) => [m.member_id, m.completed]));
    expect(ids.map((id) => before.get(id)), 'the three start not attended').toEqual([false, false, false]);

    const proxy: FaultProxy = await startFaultProxy({ target: server.url, seed, faultsOn: false, isFaultable: isScan });
    const contexts: BrowserContext[] = [];
    try {
      const [a, b] = await Promise.all([openDevice(browser, proxy.url, taskId), openDevice(browser, proxy.url, taskId)]);
      contexts.push(a.context, b.context);
      proxy.setFaults(true);
      proxy.setHold({ isHeld: isParticipantList, isRacingWrite: isScan, rate: 0.8, minMs: 1_000, maxMs: 3_000, graceMs: 300 });

      await a.context.setOffline(true);
      await scan(a.page, x);
      await scan(a.page, y);
      await scan(b.page, x);
      await a.page.reload();
      await expect(a.page.getByTestId('qr-as-of')).toBeVisible({ timeout: SYNC_TIMEOUT });
      for (const code of [x, y]) {
        await expect(row(a.page, code.memberId)).toHaveAttribute('data-completed', 'true');
        await expect(row(a.page, code.memberId).getByTestId('participant-sync')).toHaveAttribute('data-sync', 'pending');
      }
      await b.context.setOffline(true);
      await scan(b.page, z);
      await b.context.setOffline(false);
      await a.context.setOffline(false);

      const attendedNow = async () => {
        const members = (await view()).members;
        return ids.filter((id) => members.find((m) => m.member_id === id)?.completed === true).length;
      };
      await expect.poll(attendedNow, { timeout: SYNC_TIMEOUT, message: 'every scan reaches the server' }).toBe(scanned.length);
      // The first acceptance stamps the attendance; a repeat of the code must not stamp it again.
      const stamps = async () => (await server.db.select({ id: memberTasks.id, attendedAt: memberTasks.attendedAt, by: memberTasks.attendanceById }).from(memberTasks).where(inArray(memberTasks.id, assignmentIds))).map((r) => ({ id: r.id, at: r.attendedAt?.getTime() ?? null, by: r.by })).sort((p, q) => p.id - q.id);
      const firstStamps = await stamps();
      for (const page of [a.page, b.page]) await expect(page.getByTestId('participant-sync')).toHaveCount(0, { timeout: SYNC_TIMEOUT });
      proxy.setFaults(false);
      proxy.setHold(null);
      await proxy.idle(8_000);
      if (process.env.TWO_DEVICE_TRACE === '1') for (const e of proxy.journal()) console.log(`    ${e.at} ${e.method} ${e.path} fault=${e.fault} status=${e.status ?? '-'} body=${e.body.slice(0, 80)}`);

      const after = await view();
      expect(await stamps(), 'each participant attended once, stamped by the first scan the server took').toEqual(firstStamps);
      for (const stamp of firstStamps) {
        expect(stamp.at, `assignment ${stamp.id} attended`).not.toBeNull();
        expect(stamp.by, `assignment ${stamp.id} attended by the taker`).toBe(server.seed.accounts.vezhgues);
      }
      const points = await server.db.select({ memberTaskId: memberPoints.memberTaskId }).from(memberPoints).where(inArray(memberPoints.memberTaskId, assignmentIds));
      expect(points.map((p) => p.memberTaskId).sort(), "each attendance pays the task's points once").toEqual([...assignmentIds].sort());
      const expected = new Map([...before].map(([id, completed]) => [id, ids.includes(id) ? true : completed]));
      expect(new Map(after.members.map((m) => [m.member_id, m.completed])), 'on the server the three attended, the others unchanged').toEqual(expected);

      for (const [name, page] of [['A', a.page], ['B', b.page]] as const) {
        await page.reload();
        await expect(page.getByRole('heading', { name: QR_TASK_NAME, level: 1 })).toBeVisible({ timeout: SYNC_TIMEOUT });
        await expect(page.getByTestId('participant-row')).toHaveCount(expected.size, { timeout: SYNC_TIMEOUT });
        for (const [id, completed] of expected) {
          await expect(row(page, id), `device ${name}: participant ${id}`).toHaveAttribute('data-completed', String(completed), { timeout: SYNC_TIMEOUT });
        }
        await expect(page.getByTestId('participant-sync'), `device ${name}: nothing waiting, nothing needing attention`).toHaveCount(0);
      }
      const counts = proxy.counts();
      console.log(
        `[two-devices] attendance seed=${seed} scans=4 | writes=${counts.calls} fwd=${counts.forwarded} reset=${counts.reset} lostResp=${counts.lostResponse} 503=${counts.status503} 429=${counts.status429} delayed=${counts.delayed} | lists held=${counts.held} pastWrite=${counts.heldPastWrite}`,
      );
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
      await proxy.close();
    }
  });
}
