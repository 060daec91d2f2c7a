import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../../src/contract/common';
import { photoResponse } from '../../../src/contract/profile';
import { taskDoc } from '../../../src/contract/task-creator';
import { memberTaskDocs } from '../../../src/contract/task-documents';
import { memberTasks, news } from '../../db/schema';
import { messages } from '../../http/messages';
import { createMember } from '../../seed/seed-accounts';
import { QR_TASK_NAME, REPORTED_TASK_NAME } from '../../seed/seed-member-tasks';
import { multipartBody, sampleDocuments, sampleImages } from '../../test/multipart';
import { login, tokenHeader } from '../../test/session';
import { assignmentId, taskIdByName } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

/**
 * Who may fetch which /media/ file (issue 38). Every refusal is the same 404 as an address that
 * never existed, whatever the reason: no token, a session that ended, a file of someone else.
 */
describe('GET /media/: only members allowed to read the file', () => {
  const t = useTestApp({ logins: ['admin', 'anetar', 'patronazhist', 'vezhgues'] });
  const fetchAs = (path: string, token?: string) => t.app.inject({ method: 'GET', url: path, headers: token === undefined ? {} : tokenHeader(token) });

  async function expectRefused(path: string, token?: string): Promise<void> {
    const response = await fetchAs(path, token);
    expect(response.statusCode, `${path} with ${token === undefined ? 'no token' : 'a token'}`).toBe(404);
    expect(errorBody.parse(response.json())).toEqual({ Error: messages.mediaNotFound });
  }

  /** A member of no task and with no photo: nothing but news is theirs to read. */
  let stranger = '';
  /** anetar's own photo. */
  let photo = '';
  /** anetar's document (demo data) of their assignment of the reported task (creator admin, patronazhist also assigned). */
  let memberDoc = '';
  /** admin's document on the QR task itself (anetar, patronazhist and vezhgues assigned). */
  let creatorDoc = '';
  let newsPhoto = '';

  beforeAll(async () => {
    await createMember(t.db, { username: 'media-i-huaj', password: 'fjalekalim-1', name: 'I', surname: 'Huaj' });
    stranger = await login(t.app, 'media-i-huaj', 'fjalekalim-1');

    const photoBody = multipartBody([{ name: 'photo', filename: 'foto.png', type: 'image/png', data: sampleImages.png }]);
    const uploaded = await t.app.inject({ method: 'PUT', url: '/api/hr/update-my-photo/', payload: photoBody.payload, headers: { ...tokenHeader(t.tokens.anetar), ...photoBody.headers } });
    photo = photoResponse.parse(uploaded.json()).photo ?? '';

    const assignment = await assignmentId(t.db, REPORTED_TASK_NAME, t.seed.accounts.anetar);
    const docs = memberTaskDocs.parse((await t.get(`/api/hr/membertask-docs/?member_task=${assignment}`, t.tokens.anetar)).json());
    memberDoc = docs.data.find((d) => d.type === 'doc')?.doc_file ?? '';

    const qrTask = await taskIdByName(t.db, QR_TASK_NAME);
    const docBody = multipartBody([
      { name: 'task_id', data: String(qrTask) },
      { name: 'description', data: 'Plani' },
      { name: 'doc_file', filename: 'plani.pdf', type: 'application/pdf', data: sampleDocuments.pdf },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/hr/taskdoc/', payload: docBody.payload, headers: { ...tokenHeader(t.tokens.admin), ...docBody.headers } });
    creatorDoc = taskDoc.parse(created.json()).doc_file;

    const [item] = await t.db.select({ photo: news.photo }).from(news).where(isNotNull(news.photo)).limit(1);
    newsPhoto = item?.photo ?? '';
  });

  it('the data this file relies on is there', async () => {
    for (const path of [photo, memberDoc, creatorDoc, newsPhoto]) expect(path).toMatch(/^\/media\/[0-9a-f]{32}\.(png|pdf)$/);
    // patronazhist shares the reported task with anetar; the stranger has no assignment at all.
    const reported = await taskIdByName(t.db, REPORTED_TASK_NAME);
    const others = await t.db
      .select({ memberId: memberTasks.memberId })
      .from(memberTasks)
      .where(and(eq(memberTasks.taskId, reported), ne(memberTasks.memberId, t.seed.accounts.anetar)));
    expect(others.map((o) => o.memberId)).toContain(t.seed.accounts.patronazhist);
  });

  it("a member's photo: the member 200, another member and an anonymous request 404", async () => {
    const mine = await fetchAs(photo, t.tokens.anetar);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(sampleImages.png)).toBe(true);
    for (const token of [t.tokens.admin, t.tokens.patronazhist, stranger, undefined]) await expectRefused(photo, token);
  });

  it("a member's task document: the uploader, the task's creator and another assignee 200; anyone else and anonymous 404", async () => {
    for (const token of [t.tokens.anetar, t.tokens.admin, t.tokens.patronazhist]) {
      const response = await fetchAs(memberDoc, token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const token of [stranger, undefined]) await expectRefused(memberDoc, token);
  });

  it("a creator's task document: the creator and the task's assignees 200; anyone else and anonymous 404", async () => {
    for (const token of [t.tokens.admin, t.tokens.anetar, t.tokens.patronazhist, t.tokens.vezhgues]) expect((await fetchAs(creatorDoc, token)).statusCode).toBe(200);
    for (const token of [stranger, undefined]) await expectRefused(creatorDoc, token);
  });

  it('a news photo: every signed-in member 200, anonymous 404', async () => {
    for (const token of [t.tokens.anetar, stranger]) expect((await fetchAs(newsPhoto, token)).statusCode).toBe(200);
    await expectRefused(newsPhoto);
  });

  it('an unknown, malformed or ended token is the same 404, never 401 or 403', async () => {
    await expectRefused(newsPhoto, 'f'.repeat(64));
    const malformed = await t.app.inject({ method: 'GET', url: newsPhoto, headers: { authorization: 'Bearer abc' } });
    expect(malformed.statusCode).toBe(404);
    const ending = await login(t.app, 'anetar');
    expect((await fetchAs(photo, ending)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/rest-auth/logout/', headers: tokenHeader(ending) })).statusCode).toBe(200);
    await expectRefused(photo, ending);
  });

  it('keeps the file out of shared and browser HTTP caches, and never lets it run', async () => {
    const image = await fetchAs(photo, t.tokens.anetar);
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.headers['content-disposition']).toBeUndefined();
    const document = await fetchAs(creatorDoc, t.tokens.admin);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
  });

  it('bad and unknown addresses are 404, never 500, signed in or not', async () => {
    const paths = ['/media/x.png', `/media/${'0'.repeat(32)}.png`, `/media/${'0'.repeat(32)}.svg`, '/media/', '/media/..%2F..%2Fetc%2Fpasswd', `${photo}.png`, photo.replace(/\.png$/, '.jpg'), `/media/${'A'.repeat(32)}.png`];
    for (const path of paths) {
      for (const token of [t.tokens.anetar, undefined]) {
        const response = await fetchAs(path, token);
        expect(response.statusCode, path).toBe(404);
        expect(errorBody.parse(response.json()).Error).not.toBe('');
      }
    }
  });
});
