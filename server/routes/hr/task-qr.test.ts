import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFRawStream, type PDFPage } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseAttendanceQr } from '../../../src/contract/task-attendance';
import { qrTaskRows, TASK_CREATOR_PERMISSION } from '../../../src/contract/task-creator';
import { messages } from '../../http/messages';
import { QR_EXTRA_PARTICIPANTS, QR_TASK_NAME, REPORTED_TASK_NAME } from '../../seed/seed-member-tasks';
import { tokenHeader } from '../../test/session';
import { grantPermission, taskIdByName } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

/** The page's content stream as text (pdf-lib writes it Flate-compressed). */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents === undefined ? [] : 'asArray' in contents ? contents.asArray() : [contents];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .map((stream) => (stream instanceof PDFRawStream ? inflateSync(Buffer.from(stream.contents)).toString('latin1') : ''))
    .join('\n');
}

/**
 * Every QR code drawn on the page, read back: each is a q … Q block of `re` rectangles in module
 * units; painted onto a white image with a quiet zone, then decoded by jsQR as a camera would.
 */
function decodeCodes(content: string): string[] {
  const blocks = [...content.matchAll(/\bq\n([^Q]*?\bcm\n[^Q]*?\bre\b[^Q]*?)\bQ\b/g)].map((m) => m[1] ?? '');
  return blocks.map((block) => {
    const rects = [...block.matchAll(/(\d+) (\d+) (\d+) (\d+) re/g)].map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
    const size = Math.max(...rects.map(([x, , w]) => x + w));
    const scale = 4;
    const quiet = 4;
    const side = (size + 2 * quiet) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [x, y, w, h] of rects) {
      for (let row = size - y - h; row < size - y; row++) {
        for (let col = x; col < x + w; col++) {
          for (let dy = 0; dy < scale; dy++) {
            for (let dx = 0; dx < scale; dx++) {
              const at = (((row + quiet) * scale + dy) * side + (col + quiet) * scale + dx) * 4;
              pixels.fill(0, at, at + 3);
            }
          }
        }
      }
    }
    return jsQR(pixels, side, side)?.data ?? '';
  });
}

/** The text the page shows: pdf-lib writes standard-font text as WinAnsi hex strings. */
const shownText = (content: string): string =>
  [...content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('\n');

describe('QR tasks', () => {
  const t = useTestApp({ logins: ['admin', 'anetar', 'patronazhist', 'vezhgues'] });
  const pdfOf = (taskId: number, token: string) => t.app.inject({ method: 'POST', url: `/api/hr/getqrcode/${taskId}/`, headers: tokenHeader(token) });

  it('the QR PDF holds the task’s name and dates and one code per participant that the scanner accepts', async () => {
    const taskId = await taskIdByName(t.db, QR_TASK_NAME);
    const response = await pdfOf(taskId, t.tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="detyra-${taskId}-kodet-qr.pdf"`);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(QR_TASK_NAME);
    const [page] = pdf.getPages();
    if (!page) throw new Error('no page');
    const content = contentOf(page);
    const text = shownText(content);
    expect(text).toContain(QR_TASK_NAME);
    expect(text).toMatch(/Fillon: \d\d-\d\d-20\d\d \d\d:\d\d/);
    expect(text).toContain('Shehu');

    const codes = decodeCodes(content);
    expect(codes).toHaveLength(3 + QR_EXTRA_PARTICIPANTS.length);
    const parsed = codes.map((code) => parseAttendanceQr(code));
    expect(parsed.every((code) => code?.taskId === taskId)).toBe(true);
    expect(parsed.map((code) => code?.memberId)).toContain(t.seed.accounts.anetar);
    // The member id is the second comma-separated part, as the scanner reads it.
    expect(codes.map((code) => Number(code.split(',')[1]))).toContain(t.seed.accounts.patronazhist);

    const scan = await t.app.inject({
      method: 'POST',
      url: '/api/hr/membertask/qrcode/',
      headers: tokenHeader(t.tokens.admin),
      payload: { qr_code: codes.find((code) => parseAttendanceQr(code)?.memberId === t.seed.accounts.anetar) },
    });
    expect(scan.statusCode).toBe(200);
  });

  it('an attendance taker may download it; anyone else, or a task without QR, gets 404', async () => {
    const taskId = await taskIdByName(t.db, QR_TASK_NAME);
    await grantPermission(t.db, t.seed.accounts.vezhgues, TASK_CREATOR_PERMISSION);
    expect((await pdfOf(taskId, t.tokens.vezhgues)).statusCode).toBe(200);
    await grantPermission(t.db, t.seed.accounts.patronazhist, TASK_CREATOR_PERMISSION);
    const participant = await pdfOf(taskId, t.tokens.patronazhist);
    expect(participant.statusCode).toBe(404);
    expect(participant.json()).toEqual({ Error: messages.taskNotQr });
    expect((await pdfOf(taskId, t.tokens.anetar)).json()).toEqual({ Error: messages.noModuleAccess });
    expect((await pdfOf(await taskIdByName(t.db, REPORTED_TASK_NAME), t.tokens.admin)).statusCode).toBe(404);
    expect((await pdfOf(2147483648, t.tokens.admin)).statusCode).toBe(400);
  });

  it('qrcodeunique lists the QR tasks the caller created, takes attendance for or takes part in', async () => {
    const mine = qrTaskRows.parse((await t.get('/api/hr/task/qrcodeunique/', t.tokens.admin)).json());
    expect(mine.data.map((task) => task.name)).toContain(QR_TASK_NAME);
    expect(mine.data.find((task) => task.name === QR_TASK_NAME)).toMatchObject({ members_count: 3 + QR_EXTRA_PARTICIPANTS.length, create_member: { id: t.seed.accounts.admin } });
    const participant = qrTaskRows.parse((await t.get('/api/hr/task/qrcodeunique/?search=tubim', t.tokens.patronazhist)).json());
    expect(participant.data.map((task) => task.name)).toEqual([QR_TASK_NAME]);
    expect(qrTaskRows.parse((await t.get('/api/hr/task/qrcodeunique/?search=asgje', t.tokens.admin)).json())).toEqual({ data: [], count: 0 });
  });
});
