import { useEffect, useState } from 'react';
import { myNewNotifications, userNotifications, type NotificationItem, type UserNotifications } from '../../contract/auth';
import { apiGet } from '../../api/http';
import { reportApiError } from '../../api/error-message';

export interface TopBarData {
  tasks: UserNotifications | null;
  notifications: NotificationItem[] | null;
}

/** Kept in sessionStorage so a reload (even offline) shows the last counts at once. */
const TOP_BAR_KEY = 'topBar';

function readCached(): TopBarData {
  try {
    const raw = sessionStorage.getItem(TOP_BAR_KEY);
    if (raw) {
      const value = JSON.parse(raw) as { tasks?: unknown; notifications?: unknown };
      const tasks = userNotifications.safeParse(value.tasks);
      const notifications = myNewNotifications.safeParse(value.notifications);
      return { tasks: tasks.success ? tasks.data : null, notifications: notifications.success ? notifications.data : null };
    }
  } catch {
    // unreadable cache: start empty
  }
  return { tasks: null, notifications: null };
}

type Settled<T> = PromiseSettledResult<T>;

async function fetchTopBar(): Promise<{ tasks: Settled<UserNotifications>; notifications: Settled<NotificationItem[]> } | null> {
  if (!navigator.onLine) return null;
  const [tasks, notifications] = await Promise.allSettled([
    apiGet('/api/hr/usernotifications/', userNotifications),
    apiGet('/api/sns/my-new-notifications/', myNewNotifications),
  ]);
  return { tasks, notifications };
}

function writeCached(data: TopBarData): void {
  try {
    sessionStorage.setItem(TOP_BAR_KEY, JSON.stringify(data));
  } catch {
    // a full storage only costs the cached counts
  }
}

/**
 * The top bar's task and notification lists (spec 01 §7 "Layout first load"). Loaded on first
 * mount and whenever the device comes back online; without a connection nothing is requested and
 * nothing is shown as an error.
 */
export function useTopBarData(): TopBarData {
  const [data, setData] = useState<TopBarData>(readCached);

  useEffect(() => {
    let active = true;
    const load = () => {
      void fetchTopBar().then(async (result) => {
        if (!result || !active) return;
        const { tasks, notifications } = result;
        setData((previous) => {
          const next = {
            tasks: tasks.status === 'fulfilled' ? tasks.value : previous.tasks,
            notifications: notifications.status === 'fulfilled' ? notifications.value : previous.notifications,
          };
          writeCached(next);
          return next;
        });
        // One report is enough: both calls usually fail for the same reason.
        const failure = [tasks, notifications].find((r) => r.status === 'rejected');
        if (failure?.status === 'rejected') await reportApiError(failure.reason);
      });
    };
    load();
    window.addEventListener('online', load);
    return () => {
      active = false;
      window.removeEventListener('online', load);
    };
  }, []);

  return data;
}
