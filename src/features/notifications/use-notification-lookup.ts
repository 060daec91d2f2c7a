import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import type { NotificationItem } from '../../contract/notifications';
import { useOnline } from '../../ui/offline-list/use-online';
import { findOnDevice, findOnServer } from './find-notification';

export type Lookup =
  | { status: 'idle' | 'loading' | 'offline' | 'missing' | 'failed' }
  | { status: 'found'; item: NotificationItem };

/**
 * A notification opened by its id alone (a reload, a shared link): the device's pages of the list
 * first, then the server when online. `id` null: nothing to look up (the item came with the link).
 */
export function useNotificationLookup(userId: number | null, id: number | null): Lookup {
  const online = useOnline();
  const [lookup, setLookup] = useState<{ key: string; result: Lookup } | null>(null);
  const key = `${userId} ${id} ${online}`;

  useEffect(() => {
    if (userId === null || id === null) return;
    let cancelled = false;
    const settle = (result: Lookup) => {
      if (!cancelled) setLookup({ key, result });
    };
    void (async () => {
      const kept = await findOnDevice(userId, id);
      if (kept) return settle({ status: 'found', item: kept });
      if (!online) return settle({ status: 'offline' });
      try {
        const fetched = await findOnServer(id);
        settle(fetched ? { status: 'found', item: fetched } : { status: 'missing' });
      } catch (error) {
        const unreachable = error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
        settle({ status: unreachable ? 'offline' : 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key, userId, id, online]);

  if (userId === null || id === null) return { status: 'idle' };
  return lookup?.key === key ? lookup.result : { status: 'loading' };
}
