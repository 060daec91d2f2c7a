import { myNotifications, type MyNotifications } from '../../contract/notifications';
import { useCachedRead } from '../../ui/cached/use-cached-read';
import { listPath, type NotificationsQuery } from './query';

export interface NotificationsList {
  data: MyNotifications | undefined;
  at: number | null;
  /** The device's copy has been looked for (see useDeviceCopy). */
  checked: boolean;
  refreshing: boolean;
  error: unknown;
}

/**
 * One page of the list, offline first. Every page and search the member opened online is kept on
 * the device (one small copy each, removed at sign-out), so the plain list and recent searches
 * open with no signal; anything else says it needs the internet.
 */
export function useNotificationsList(userId: number | null, query: NotificationsQuery): NotificationsList {
  const { data, at, checked, refreshing, error } = useCachedRead(userId, listPath(query), myNotifications);
  return { data, at, checked, refreshing, error };
}
