import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_TASK_DOC_BYTES, memberTaskDoc, memberTaskDocs } from '../../../src/contract/task-documents';
import { mediaFiles, taskDocuments } from '../../db/schema';
import { messages } from '../../http/messages';
import { QR_SUBTASK_NAME, REPORTED_TASK_NAME } from '../../seed/seed-member-tasks';
import { multipartBody, sampleDocuments, sampleImages } from '../../test/multipart';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { assignmentId } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

const UPLOAD = '/api/hr/membertaskdoc/';
const samples = sampleDocuments;

describe('task documents', () => {
  const t = useTestApp({ logins: ['anetar', 'patronazhist'] });
  type Part = { name: string; filename?: string; type?: string; data: Buffer | string };
  const send = (token: string, parts: Part[]) => {
    const body = multipartBody(parts);
    return t.app.inject({ method: 'POST', url: UPLOAD, payload: body.payload, headers: { ...tokenHeader(token), ...body.headers } });
  };
  const upload = (token: string, memberTaskId: number, data: Buffer, filename = 'raport.pdf', description = 'Përshkrim') =>
    send(token, [
      { name: 'description', data: description },
      { name: 'member_task_id', data: String(memberTaskId) },
      { name: 'doc_file', filename, type: 'application/octet-stream', data },
    ]);
  const docsOf = async (token: string, memberTaskId: number) => memberTaskDocs.parse((await t.get(`/api/hr/membertask-docs/?member_task=${memberTaskId}`, token)).json());
  const mediaCount = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0;

  itRefusesWithoutToken(['/api/hr/membertask-docs/?member_task=1'], () => t.app);

  it('lists the documents of an own assignment; a PDF downloads as an attachment, an image shows', async () => {
    const docs = await docsOf(t.tokens.anetar, await assignmentId(t.db, REPORTED_TASK_NAME, t.seed.accounts.anetar));
    expect(docs.count).toBe(2);
    const pdf = docs.data.find((d) => d.type === 'doc');
    const png = docs.data.find((d) => d.type === 'image');
    expect(pdf).toMatchObject({ description: 'Lista e nënshkrimeve', file_name: 'lista-e-nenshkrimeve.pdf' });
    const served = await t.get(pdf?.doc_file ?? '', t.tokens.anetar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const image = await t.get(png?.doc_file ?? '', t.tokens.anetar);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBeUndefined();
  });

  it('another member’s assignment is 404, a bad one 400', async () => {
    const theirs = await assignmentId(t.db, REPORTED_TASK_NAME, t.seed.accounts.patronazhist);
    const response = await t.get(`/api/hr/membertask-docs/?member_task=${theirs}`, t.tokens.anetar);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.taskNotFound });
    expect((await t.get('/api/hr/membertask-docs/', t.tokens.anetar)).json()).toEqual({ Error: messages.fieldRequired('member_task') });
    expect((await t.get('/api/hr/membertask-docs/?member_task=0', t.tokens.anetar)).json()).toEqual({ Error: messages.fieldInvalid('member_task') });
  });

  it('stores PDF, Word, Excel and images by their bytes, named after what they are', async () => {
    const mine = await assignmentId(t.db, QR_SUBTASK_NAME, t.seed.accounts.anetar);
    for (const [data, name, type, ext] of [
      [samples.pdf, 'plani.PDF', 'doc', 'pdf'],
      [samples.docx, 'relacion.docx', 'doc', 'docx'],
      [samples.xlsx, 'lista.xlsx', 'doc', 'xlsx'],
      [sampleImages.jpeg, 'foto.png', 'image', 'jpg'],
    ] as const) {
      const response = await upload(t.tokens.anetar, mine, data, name);
      expect(response.statusCode, name).toBe(201);
      const doc = memberTaskDoc.parse(response.json());
      expect(doc).toMatchObject({ member_task_id: mine, description: 'Përshkrim', type, file_name: `${name.replace(/\.[^.]+$/, '')}.${ext}` });
      expect(doc.doc_file).toMatch(new RegExp(`^/media/[0-9a-f]{32}\\.${ext}$`));
      expect((await t.get(doc.doc_file, t.tokens.anetar)).rawPayload.equals(data)).toBe(true);
    }
    expect((await docsOf(t.tokens.anetar, mine)).count).toBe(4);
  });

  it('refuses HTML, SVG, GIF, other ZIPs and programs with the type text, storing nothing', async () => {
    const mine = await assignmentId(t.db, QR_SUBTASK_NAME, t.seed.accounts.patronazhist);
    const before = await mediaCount();
    for (const data of [sampleImages.html, sampleImages.svg, sampleImages.gif, samples.zip, samples.exe]) {
      const response = await upload(t.tokens.patronazhist, mine, data, 'ok.pdf');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ Error: messages.taskDocType });
    }
    expect(await mediaCount()).toBe(before);
  });

  it('accepts a file of exactly the limit and refuses one byte more; one file only', async () => {
    const mine = await assignmentId(t.db, QR_SUBTASK_NAME, t.seed.accounts.patronazhist);
    const atLimit = Buffer.concat([samples.pdf, Buffer.alloc(MAX_TASK_DOC_BYTES - samples.pdf.length, 0x20)]);
    expect((await upload(t.tokens.patronazhist, mine, atLimit)).statusCode).toBe(201);
    const over = await upload(t.tokens.patronazhist, mine, Buffer.concat([atLimit, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ Error: messages.taskDocTooLarge(5) });
    const two = await send(t.tokens.patronazhist, [
      { name: 'member_task_id', data: String(mine) },
      { name: 'doc_file', filename: 'a.pdf', data: samples.pdf },
      { name: 'doc_file', filename: 'b.pdf', data: samples.pdf },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ Error: messages.taskDocOneFile });
  });

  it('asks for the file when there is none, checks the fields, and refuses another member’s assignment', async () => {
    const mine = await assignmentId(t.db, QR_SUBTASK_NAME, t.seed.accounts.patronazhist);
    const json = await t.app.inject({ method: 'POST', url: UPLOAD, headers: { ...tokenHeader(t.tokens.patronazhist), 'content-type': 'application/json' }, payload: '{"member_task_id":1}' });
    const empty = await upload(t.tokens.patronazhist, mine, Buffer.alloc(0));
    const noFile = await send(t.tokens.patronazhist, [{ name: 'member_task_id', data: String(mine) }]);
    for (const response of [json, empty, noFile]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: messages.taskDocRequired });
    }
    const noTask = await send(t.tokens.patronazhist, [{ name: 'doc_file', filename: 'a.pdf', data: samples.pdf }]);
    expect(noTask.json()).toEqual({ Error: messages.fieldRequired('member_task_id') });
    expect((await upload(t.tokens.patronazhist, mine, samples.pdf, 'a.pdf', 'x'.repeat(501))).json()).toEqual({ Error: messages.fieldTooLong('description') });
    const before = await mediaCount();
    const theirs = await upload(t.tokens.patronazhist, await assignmentId(t.db, QR_SUBTASK_NAME, t.seed.accounts.anetar), samples.pdf);
    expect(theirs.statusCode).toBe(404);
    expect(await mediaCount()).toBe(before);
  });

  it('a repeated client_ref answers 200 with the first document and stores nothing more; another member may use the same one', async () => {
    const mine = await assignmentId(t.db, REPORTED_TASK_NAME, t.seed.accounts.anetar);
    const withRef = (token: string, memberTaskId: number, description: string) =>
      send(token, [
        { name: 'description', data: description },
        { name: 'member_task_id', data: String(memberTaskId) },
        { name: 'client_ref', data: 'local-doc-1' },
        { name: 'doc_file', filename: 'raport.pdf', type: 'application/pdf', data: samples.pdf },
      ]);
    const before = await docsOf(t.tokens.anetar, mine);
    const media = await mediaCount();
    const first = await withRef(t.tokens.anetar, mine, 'Raporti');
    expect(first.statusCode).toBe(201);
    const repeat = await withRef(t.tokens.anetar, mine, 'Raporti');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect((await docsOf(t.tokens.anetar, mine)).count).toBe(before.count + 1);
    expect(await mediaCount()).toBe(media + 1);
    // Local ids are per device: another member's equal one is a different document.
    const theirs = await withRef(t.tokens.patronazhist, await assignmentId(t.db, REPORTED_TASK_NAME, t.seed.accounts.patronazhist), 'Tjetër');
    expect(theirs.statusCode).toBe(201);
    const concurrent = await Promise.all([0, 1, 2].map(() => send(t.tokens.anetar, [
      { name: 'member_task_id', data: String(mine) },
      { name: 'client_ref', data: 'local-doc-2' },
      { name: 'doc_file', filename: 'a.pdf', data: samples.pdf },
    ])));
    expect(concurrent.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(concurrent.map((r) => memberTaskDoc.parse(r.json()).id)).size).toBe(1);
    expect((await docsOf(t.tokens.anetar, mine)).count).toBe(before.count + 2);
    expect(await mediaCount()).toBe(media + 3);
  });

  it('deletes an own document with its file; a repeat or another member’s is 404 and changes nothing', async () => {
    const mine = await assignmentId(t.db, REPORTED_TASK_NAME, t.seed.accounts.patronazhist);
    const doc = memberTaskDoc.parse((await upload(t.tokens.patronazhist, mine, samples.pdf)).json());
    const foreign = (await docsOf(t.tokens.anetar, await assignmentId(t.db, REPORTED_TASK_NAME, t.seed.accounts.anetar))).data[0];
    const other = await t.app.inject({ method: 'DELETE', url: `/api/hr/membertaskdoc/${foreign?.id ?? 0}/`, headers: tokenHeader(t.tokens.patronazhist) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ Error: messages.taskDocNotFound });
    expect((await t.db.select({ id: taskDocuments.id }).from(taskDocuments).where(eq(taskDocuments.id, foreign?.id ?? 0))).length).toBe(1);
    const first = await t.app.inject({ method: 'DELETE', url: `/api/hr/membertaskdoc/${doc.id}/`, headers: tokenHeader(t.tokens.patronazhist) });
    expect(first.statusCode).toBe(204);
    expect((await t.get(doc.doc_file, t.tokens.patronazhist)).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/hr/membertaskdoc/${doc.id}/`, headers: tokenHeader(t.tokens.patronazhist) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ Error: messages.taskDocNotFound });
  });
});
