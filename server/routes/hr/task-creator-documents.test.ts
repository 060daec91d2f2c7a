import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_TASK_DOC_BYTES } from '../../../src/contract/task-documents';
import { TASK_CREATOR_PERMISSION, taskDoc, taskInfo } from '../../../src/contract/task-creator';
import { mediaFiles, taskDocuments } from '../../db/schema';
import { messages } from '../../http/messages';
import { QR_TASK_NAME, REPORTED_TASK_NAME } from '../../seed/seed-member-tasks';
import { multipartBody, sampleDocuments, sampleImages } from '../../test/multipart';
import { tokenHeader } from '../../test/session';
import { grantPermission, taskIdByName } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

describe('the documents of a task itself', () => {
  const t = useTestApp({ logins: ['admin', 'anetar', 'patronazhist'] });
  type Part = { name: string; filename?: string; type?: string; data: Buffer | string };
  const send = (token: string, parts: Part[]) => {
    const body = multipartBody(parts);
    return t.app.inject({ method: 'POST', url: '/api/hr/taskdoc/', payload: body.payload, headers: { ...tokenHeader(token), ...body.headers } });
  };
  const upload = (token: string, taskId: number, data: Buffer, filename = 'plani.pdf') =>
    send(token, [
      { name: 'task_id', data: String(taskId) },
      { name: 'description', data: 'Plani i tubimit' },
      { name: 'doc_file', filename, type: 'text/html', data },
    ]);
  const remove = (token: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/hr/taskdoc/${id}/`, headers: tokenHeader(token) });
  const mediaCount = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0;
  const docsOf = async (taskId: number) => taskInfo.parse((await t.get(`/api/hr/taskinfo/?task_id=${taskId}`, t.tokens.admin)).json()).docs;

  it('the creator uploads a document, served back with its type, as an attachment, never run', async () => {
    const taskId = await taskIdByName(t.db, QR_TASK_NAME);
    const response = await upload(t.tokens.admin, taskId, sampleDocuments.pdf, '../../plani.PDF');
    expect(response.statusCode).toBe(201);
    const doc = taskDoc.parse(response.json());
    expect(doc).toMatchObject({ task_id: taskId, description: 'Plani i tubimit', file_name: 'plani.pdf', type: 'doc' });
    expect(await docsOf(taskId)).toContainEqual(doc);
    const served = await t.get(doc.doc_file, t.tokens.admin);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(sampleDocuments.pdf)).toBe(true);
    const image = taskDoc.parse((await upload(t.tokens.admin, taskId, sampleImages.png, 'foto.jpg')).json());
    expect(image).toMatchObject({ type: 'image', file_name: 'foto.png' });
  });

  it('refuses other types (415), files over the limit (413) and a missing file (400), storing nothing', async () => {
    const taskId = await taskIdByName(t.db, QR_TASK_NAME);
    const before = await mediaCount();
    for (const data of [sampleImages.html, sampleImages.svg, sampleDocuments.exe, sampleDocuments.zip]) {
      const response = await upload(t.tokens.admin, taskId, data);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ Error: messages.taskDocType });
    }
    const over = await upload(t.tokens.admin, taskId, Buffer.concat([sampleDocuments.pdf, Buffer.alloc(MAX_TASK_DOC_BYTES)]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ Error: messages.taskDocTooLarge(5) });
    expect((await send(t.tokens.admin, [{ name: 'task_id', data: String(taskId) }])).json()).toEqual({ Error: messages.taskDocRequired });
    expect((await send(t.tokens.admin, [{ name: 'task_id', data: '0' }, { name: 'doc_file', filename: 'a.pdf', data: sampleDocuments.pdf }])).json()).toEqual({
      Error: messages.fieldInvalid('task_id'),
    });
    expect(await mediaCount()).toBe(before);
  });

  it('only the creator adds or deletes: another creator or a member gets 404 and nothing changes', async () => {
    await grantPermission(t.db, t.seed.accounts.patronazhist, TASK_CREATOR_PERMISSION);
    const taskId = await taskIdByName(t.db, REPORTED_TASK_NAME);
    const doc = taskDoc.parse((await upload(t.tokens.admin, taskId, sampleDocuments.docx, 'relacion.docx')).json());
    const before = await mediaCount();
    const foreignUpload = await upload(t.tokens.patronazhist, taskId, sampleDocuments.pdf);
    expect(foreignUpload.statusCode).toBe(404);
    expect(foreignUpload.json()).toEqual({ Error: messages.taskNotFound });
    expect((await upload(t.tokens.anetar, taskId, sampleDocuments.pdf)).json()).toEqual({ Error: messages.noModuleAccess });
    const foreignDelete = await remove(t.tokens.patronazhist, doc.id);
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json()).toEqual({ Error: messages.taskDocNotFound });
    expect(await mediaCount()).toBe(before);

    // A member's own document on their assignment is not the creator's to delete here.
    const [memberDoc] = await t.db.select({ id: taskDocuments.id }).from(taskDocuments).where(eq(taskDocuments.memberId, t.seed.accounts.anetar)).limit(1);
    expect((await remove(t.tokens.admin, memberDoc?.id ?? 0)).statusCode).toBe(404);

    expect((await remove(t.tokens.admin, doc.id)).statusCode).toBe(204);
    expect((await t.get(doc.doc_file, t.tokens.admin)).statusCode).toBe(404);
    expect((await remove(t.tokens.admin, doc.id)).statusCode).toBe(404);
    expect(await mediaCount()).toBe(before - 1);
    expect((await remove(t.tokens.admin, 2147483648)).statusCode).toBe(400);
  });

  it('deleting a task removes the files of its documents', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hr/task/',
      headers: tokenHeader(t.tokens.admin),
      payload: { name: 'Me dokument', description: 'x', start_date: '2026-05-01', end_date: '2026-05-02', task_type_id: 1, task_priority_id: 2 },
    });
    const { id } = created.json<{ id: number }>();
    const doc = taskDoc.parse((await upload(t.tokens.admin, id, sampleDocuments.pdf)).json());
    expect((await t.app.inject({ method: 'DELETE', url: `/api/hr/task/${id}/`, headers: tokenHeader(t.tokens.admin) })).statusCode).toBe(204);
    expect((await t.get(doc.doc_file, t.tokens.admin)).statusCode).toBe(404);
  });
});
