import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { memberToken } from '../../api/member-token';
import { getWithToken } from '../../api/token-get';
import { useOnline } from '../../ui/offline-list/use-online';
import { keepCachedRead } from '../../ui/cached/keep-cached-read';
import { useDeviceCopy } from '../../ui/cached/use-device-copy';

interface Fetched<T> {
  data: T;
  at: number;
}

export interface ServerPage<T> {
  /** The page from memory, else the device's last copy; undefined until one exists. */
  data: T | undefined;
  /** When `data` was fetched (epoch ms), for the 'as of' line. */
  at: number | null;
  /** The device's copy has been looked for (see useDeviceCopy). */
  checked: boolean;
  /** The page is not in memory and its fetch is under way. */
  refreshing: boolean;
  /** The last fetch of this page failed (a copy, if any, still shows). */
  error: unknown;
  /** Forgets every page in memory: the one on screen is fetched again, the others when next opened. */
  invalidate: () => void;
}

/**
 * A server-paged list (spec 01 §9: "fetched from the server by offset when the page is not
 * cached"): a page fetched while the screen is open is kept in memory and not fetched again when
 * the member pages back to it; every fetched page is also kept on the device (the same copies as
 * useCachedRead, so sign-out removes them), which is what shows with no signal and while a page
 * not yet in memory is on its way.
 */
export function useServerPages<T>(userId: number | null, path: string | null, schema: z.ZodType<T>): ServerPage<T> {
  const online = useOnline();
  const [pages, setPages] = useState<ReadonlyMap<string, Fetched<T>>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, unknown>>(new Map());
  const inFlight = useRef(new Set<string>());
  const key = userId === null || path === null ? null : `${userId} ${path}`;
  const inMemory = key !== null && pages.has(key);
  const failed = key !== null && errors.has(key);

  const { row, checked } = useDeviceCopy(userId, path);

  useEffect(() => {
    if (!online || key === null || userId === null || path === null || inMemory || failed || inFlight.current.has(key)) return;
    inFlight.current.add(key);
    void (async () => {
      try {
        const data = await getWithToken(path, await memberToken(userId), schema);
        const at = Date.now();
        await keepCachedRead(userId, path, data, at);
        setPages((before) => new Map(before).set(key, { data, at }));
      } catch (caught) {
        setErrors((before) => new Map(before).set(key, caught));
      } finally {
        inFlight.current.delete(key);
      }
    })();
    // `schema` is a module-level contract: stable for the life of the page.
  }, [online, key, userId, path, inMemory, failed, schema]);

  // A failed fetch is tried again when the connection returns.
  useEffect(() => {
    if (online) return;
    setErrors((before) => (before.size === 0 ? before : new Map()));
  }, [online]);

  const invalidate = useCallback(() => {
    setPages(new Map());
    setErrors(new Map());
  }, []);

  const fetched = key === null ? undefined : pages.get(key);
  // The device's copy was checked when it was fetched; parse again in case the contract changed since.
  const stored = row === undefined ? undefined : schema.safeParse(row.value);
  const copy = fetched ?? (stored?.success === true && row ? { data: stored.data, at: row.at } : undefined);
  return {
    data: copy?.data,
    at: copy?.at ?? null,
    checked: fetched !== undefined || checked,
    refreshing: online && key !== null && !inMemory && !failed,
    error: key === null ? null : (errors.get(key) ?? null),
    invalidate,
  };
}
