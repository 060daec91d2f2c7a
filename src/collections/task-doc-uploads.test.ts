// @vitest-environment node
// Node's own Blob and FormData: happy-dom's Blob does not survive fake-indexeddb's structured clone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TerrenDb } from '../db/database';
import { DexieOutboxStore } from '../sync/adapters/dexie-store';
import { FILE_MISSING } from '../sync/adapters/fetch-transport';
import { registryHooks } from './collection-hooks';
import { rowKey } from './offline-collection';
import { addTaskDocument, removePendingDocument, taskDocUploads } from './task-doc-uploads';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';
import { wipeMemberRecords } from './wipe';

let db: TerrenDb;
let name: string;
let n = 0;
beforeEach(async () => {
  name = `task-doc-uploads-test-${++n}`;
  db = new TerrenDb(name);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const PDF = '%PDF-1.4 raporti';
const doc = { id: 90, member_task_id: 7, description: 'Salla', doc_file: '/media/x.pdf', file_name: 'raport.pdf', type: 'doc', create_date: '2026-11-25T10:00:00Z' };

async function add(userId = 1): Promise<string> {
  return addTaskDocument(db, userId, { memberTaskId: 7, description: ' Salla ', file: new Blob([PDF], { type: 'application/pdf' }), fileName: 'raport.pdf' });
}

async function drain(answer: (request: SeenRequest) => Response | null): Promise<SeenRequest[]> {
  const { engine, requests } = collectionEngine(db, answer);
  await engine.sync();
  await engine.stop();
  return requests;
}

describe('a task document added on the device', () => {
  it('keeps the record, its file and its upload together, and they survive a reload', async () => {
    const localId = await add();
    const key = rowKey(taskDocUploads, localId);
    db.close();
    db = new TerrenDb(name);
    await db.open();
    expect(await db.taskDocUploads.get([1, localId])).toMatchObject({ memberTaskId: 7, description: 'Salla', fileName: 'raport.pdf', size: PDF.length, exists: true, sent: false });
    expect(await db.outbox.get(key)).toMatchObject({ kind: 'task-document', state: 'pending', desired: { member_task_id: 7, description: 'Salla' } });
    const file = await db.outboxFiles.get(key);
    expect(file?.name).toBe('raport.pdf');
    expect(await file?.blob.text()).toBe(PDF);
  });

  it('is sent once as multipart with its local id as client_ref; the acknowledgement removes the file and the record', async () => {
    const localId = await add();
    const requests = await drain(() => json(201, doc));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/hr/membertaskdoc/',
        body: { description: 'Salla', member_task_id: '7', client_ref: localId, doc_file: { name: 'raport.pdf', text: PDF } },
      },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.outboxFiles.count()).toBe(0);
    expect(await db.taskDocUploads.count()).toBe(0);
    expect(await drain(() => json(201, doc))).toEqual([]);
  });

  it('keeps everything through a lost answer and repeats with the same client_ref', async () => {
    const localId = await add();
    await drain(() => null);
    expect(await db.outboxFiles.count()).toBe(1);
    // The engine holds back after a failure with no answer; connectivity "comes back".
    const { engine, requests } = collectionEngine(db, () => json(200, doc));
    await engine.expedite();
    await engine.stop();
    expect(requests.map((r) => (r.body as { client_ref: string }).client_ref)).toEqual([localId]);
    expect(await db.outboxFiles.count()).toBe(0);
  });

  it('a refusal (4xx) stays with its reason and keeps the file until the member discards it', async () => {
    const localId = await add();
    const key = rowKey(taskDocUploads, localId);
    await drain(() => json(413, { Error: 'Dokumenti duhet të jetë deri në 5 MB!' }));
    expect(await db.outbox.get(key)).toMatchObject({ state: 'attention', lastError: 'Dokumenti duhet të jetë deri në 5 MB!' });
    expect(await db.outboxFiles.get(key)).toBeDefined();
    expect(await db.taskDocUploads.get([1, localId])).toMatchObject({ exists: true });
    await new DexieOutboxStore(db, registryHooks).discard(key);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.outboxFiles.count()).toBe(0);
    expect(await db.taskDocUploads.count()).toBe(0);
  });

  it('removing it before it is sent takes the record, the file and the row, and sends nothing', async () => {
    const localId = await add();
    const other = await add();
    await removePendingDocument(db, 1, localId);
    expect(await db.taskDocUploads.get([1, localId])).toBeUndefined();
    expect(await db.outboxFiles.get(rowKey(taskDocUploads, localId))).toBeUndefined();
    const requests = await drain(() => json(201, doc));
    expect(requests.map((r) => (r.body as { client_ref: string }).client_ref)).toEqual([other]);
  });

  it('a row whose file is gone asks for attention instead of sending an empty form', async () => {
    const localId = await add();
    await db.outboxFiles.delete(rowKey(taskDocUploads, localId));
    expect(await drain(() => json(201, doc))).toEqual([]);
    expect(await db.outbox.get(rowKey(taskDocUploads, localId))).toMatchObject({ state: 'attention', lastError: FILE_MISSING });
  });

  it('sign-out removes the member’s files with their uploads and records, and leaves another member’s', async () => {
    await add(1);
    await add(1);
    const theirs = await add(2);
    await db.outbox.put({ key: 'task-report:5', kind: 'task-report', userId: 1, desired: { member_task_id: 5, comment: 'x' }, version: 1, state: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: 0, updatedAt: 0, sentVersion: null });
    await wipeMemberRecords(db, 1);
    expect(await db.outboxFiles.toCollection().primaryKeys()).toEqual([rowKey(taskDocUploads, theirs)]);
    expect((await db.taskDocUploads.toArray()).map((r) => r.userId)).toEqual([2]);
    expect((await db.outbox.toCollection().primaryKeys()).sort()).toEqual(['task-report:5', rowKey(taskDocUploads, theirs)].sort());
  });

  it('the sync panel names the document', async () => {
    const localId = await add();
    const row = await db.outbox.get(rowKey(taskDocUploads, localId));
    if (!row) throw new Error('no row');
    expect(taskDocUploads.describe(row, await db.taskDocUploads.get([1, localId]))).toEqual({ action: 'taskDocUpload', name: 'raport.pdf', entityId: localId });
  });
});
