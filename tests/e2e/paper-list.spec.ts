import { readFile } from 'node:fs/promises';
import type { MyObserverVoters, ObserverVoter } from '../../src/contract/voting-day';
import { PAPER_MARK } from '../../src/lib/paper-list-pdf';
import { paperListRows, pdfLines } from '../support/pdf-lines';
import { test, expect } from './fixtures';
import { apiGet, apiToken, signInThroughForm } from './outreach-helpers';
import { openStation, waitForServiceWorkerReady } from './voting-day-helpers';

/**
 * The paper fallback (issue 36): on a phone with no signal, the observer marks a voter and saves
 * the station's list as a PDF built on the device; the file, read back, holds every voter of the
 * station, the mark, and the counts. The mark never leaves the device (the context closes
 * offline), so the shared server's list is as the spec found it.
 */
const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
const LIST_PATH = '/api/patronage/my-observer-voters-new/';

test.use({ viewport: { width: 390, height: 844 } });

const rowOf = (v: ObserverVoter, voted: boolean): string => `${v.list_number} ${v.name} ${v.surname} ${v.father_name}${voted ? ` ${PAPER_MARK}` : ''}`;

test('offline, the station’s paper list is built on the phone with every voter, the new mark and the counts', async ({ page, context, request }) => {
  await signInThroughForm(page, OBSERVER);
  const token = await apiToken(request, OBSERVER);
  const list = await apiGet<MyObserverVoters>(request, token, LIST_PATH);
  const station = list.qvs[0];
  if (!station) throw new Error('the observer has no polling station');
  const voters = list.voters.filter((v) => v.qv_id === station.id).sort((a, b) => a.list_number - b.list_number);
  // The last free voter: far from the bands other voting-day specs mark.
  const picked = voters.filter((v) => !v.voted).at(-1);
  if (!picked) throw new Error('no free voter in the station');

  await openStation(page, station.code);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);

  await page.getByTestId('search-list-number').fill(String(picked.list_number));
  const row = page.getByTestId(`voter-row-${picked.voter_id}`);
  await row.getByRole('button', { name: /^Konfirmo/ }).click();
  await expect(row).toHaveAttribute('data-voted', 'true');
  await expect(row).toHaveAttribute('data-sync', 'pending');

  const button = page.getByRole('button', { name: 'Lista në letër (PDF)' });
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lista-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByText(`Lista u ruajt në pajisje: ${download.suggestedFilename()}`)).toBeVisible();
  const bytes = new Uint8Array(await readFile(await download.path()));

  const pages = await pdfLines(bytes);
  const marked = (v: ObserverVoter) => v.voted || v.voter_id === picked.voter_id;
  expect(paperListRows(pages)).toEqual(voters.map((v) => rowOf(v, marked(v))));
  const markedCount = voters.filter(marked).length;
  const cover = pages[0] ?? [];
  expect(cover).toEqual(
    expect.arrayContaining([
      `Qendra e votimit: ${station.code}`,
      `Votues: ${voters.length}`,
      `Shënuar si votuar: ${markedCount}`,
      `Pa shënuar: ${voters.length - markedCount}`,
      'Shënimet: sipas kësaj pajisjeje, edhe ato ende të padërguara',
    ]),
  );
  expect(cover.find((line) => line.startsWith('Koha: '))).toMatch(/^Koha: \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(Tiranë, GMT\+[12]\)$/);
  expect(cover.find((line) => line.startsWith('Pajisja: '))).toMatch(/^Pajisja: [0-9a-f-]{36}, Chrome \d+ \/ Linux$/);
  for (const lines of pages.slice(1)) expect(lines[0]).toBe(`QV ${station.code} - lista e votuesve`);

  // The server's copy (what a coordinator prints online) does not have the mark yet: it is on the phone only.
  const server = await request.get(`/api/patronage/observer-paper-list/?station_id=${station.id}`, { headers: { Authorization: `Token ${token}` } });
  expect(server.status()).toBe(200);
  const serverRows = paperListRows(await pdfLines(new Uint8Array(await server.body())));
  expect(serverRows).toEqual(voters.map((v) => rowOf(v, v.voted)));
});
