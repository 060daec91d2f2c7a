import { apiGet } from '../../api/http';
import { db } from '../../db/database';
import { myNotifications, type NotificationItem } from '../../contract/notifications';
import { LIST_PATH } from './query';

/** Looks through every page of the list this member has on the device. */
export async function findOnDevice(userId: number, id: number): Promise<NotificationItem | null> {
  const rows = await db.cachedReads.where('userId').equals(userId).toArray();
  for (const row of rows) {
    if (!row.key.startsWith(LIST_PATH)) continue;
    const parsed = myNotifications.safeParse(row.value);
    const found = parsed.success ? parsed.data.data.find((item) => item.id === id) : undefined;
    if (found) return found;
  }
  return null;
}

/** The server has no call for one notification: read the member's list a hundred at a time until it turns up. */
export async function findOnServer(id: number): Promise<NotificationItem | null> {
  const limit = 100;
  for (let offset = 0; ; offset += limit) {
    const page = await apiGet(`${LIST_PATH}?offset=${offset}&limit=${limit}`, myNotifications);
    const found = page.data.find((item) => item.id === id);
    if (found) return found;
    if (page.data.length < limit || offset + limit >= page.count) return null;
  }
}
