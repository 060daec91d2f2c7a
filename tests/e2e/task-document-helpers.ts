import type { APIRequestContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { AssignedTaskRow } from '../../src/contract/member-tasks';
import { taskDocuments } from '../../server/db/schema';
import type { InProcessServer } from '../support/in-process-server';
import { apiGet } from './outreach-helpers';

/** The member's assignment of the task named `name` (the id `/task-view?id=` takes). */
export async function assignmentId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const rows = await apiGet<{ data: AssignedTaskRow[] }>(request, token, `/api/hr/my-assigned-tasks/?limit=100&name=${encodeURIComponent(name)}`);
  const row = rows.data.find((r) => r.task_name === name);
  if (!row) throw new Error(`${name} is not among the member’s tasks`);
  return row.id;
}

/** The documents the server holds for one assignment. */
export async function serverDocs(server: InProcessServer, memberTaskId: number) {
  return server.db.select().from(taskDocuments).where(eq(taskDocuments.memberTaskId, memberTaskId));
}

/** How many files wait in the page's IndexedDB. */
export function storedFiles(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('terren');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
        open.onsuccess = () => {
          const idb = open.result;
          const count = idb.transaction('outboxFiles').objectStore('outboxFiles').count();
          count.onsuccess = () => {
            idb.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error ?? new Error('IndexedDB count failed'));
        };
      }),
  );
}
