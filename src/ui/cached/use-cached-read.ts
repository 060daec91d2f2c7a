import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { memberToken } from '../../api/member-token';
import { getWithTokenAt } from '../../api/token-get';
import { useOnline } from '../offline-list/use-online';
import { keepCachedRead } from './keep-cached-read';
import { useDeviceCopy } from './use-device-copy';

export interface CachedRead<T> {
  /** The last copy (fresh or from the device); undefined until one exists. */
  data: T | undefined;
  /** When `data` was fetched (epoch ms), for the screen's 'as of' line; null without a copy. */
  at: number | null;
  /**
   * The server watermark `data` was read at, to order it against the member's acknowledged changes
   * (storeFetched); null without a copy or when the answer had none.
   */
  watermark: number | null;
  /** The device's copy has been looked for (see useDeviceCopy). */
  checked: boolean;
  /** A fetch is under way. */
  refreshing: boolean;
  /** The last fetch failed (the copy, if any, is still shown). */
  error: unknown;
  refresh: () => void;
}

/**
 * A read-only screen's data, offline first: the device's last copy of `path` for this member shows
 * at once (also with no signal), and a fresh copy is fetched whenever the page opens online (and
 * when the connection returns), then kept on the device for next time. Sign-out removes the copies
 * (cachedReads is one of the member tables); the oldest copies beyond a bound are dropped. `userId` null waits for the session.
 */
export function useCachedRead<T>(userId: number | null, path: string | null, schema: z.ZodType<T>): CachedRead<T> {
  const online = useOnline();
  const [nonce, setNonce] = useState(0);
  // The fetch a render belongs to, and the last one that settled: refreshing = they differ.
  const attempt = userId === null || path === null || !online ? null : `${userId} ${path} ${nonce}`;
  const [settled, setSettled] = useState<{ attempt: string; error: unknown } | null>(null);
  const { row, checked } = useDeviceCopy(userId, path);
  useEffect(() => {
    if (attempt === null || userId === null || path === null) return;
    let cancelled = false;
    void (async () => {
      let failure: unknown = null;
      try {
        const { value, watermark } = await getWithTokenAt(path, await memberToken(userId), schema);
        await keepCachedRead(userId, path, value, Date.now(), watermark);
      } catch (caught) {
        failure = caught;
      }
      if (!cancelled) setSettled({ attempt, error: failure });
    })();
    return () => {
      cancelled = true;
    };
    // `schema` is a module-level contract: stable for the life of the page.
  }, [attempt, userId, path, schema]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  // The stored copy was checked against the contract when it was fetched; parse again in case the
  // contract changed since (an old copy that no longer fits is treated as no copy).
  const parsed = row === undefined ? undefined : schema.safeParse(row.value);
  return {
    data: parsed?.success === true ? parsed.data : undefined,
    at: parsed?.success === true ? (row?.at ?? null) : null,
    watermark: parsed?.success === true ? (row?.watermark ?? null) : null,
    checked,
    refreshing: attempt !== null && settled?.attempt !== attempt,
    error: settled?.error ?? null,
    refresh,
  };
}
