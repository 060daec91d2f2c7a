import type { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { useCachedRead } from '../../ui/cached/use-cached-read';
import { useOnline } from '../../ui/offline-list/use-online';

export type ReportState = 'ready' | 'loading' | 'offline' | 'failed';

export interface Report<T> {
  data: T | undefined;
  state: ReportState;
  at: number | null;
  /** The server said 404: the member lacks the statistics permission (spec: never 403). */
  forbidden: boolean;
}

/**
 * One report, offline first: every area and period the member opened online stays on the device
 * (small copies, removed at sign-out), so they open again with no signal.
 */
export function useReport<T>(userId: number | null, path: string, schema: z.ZodType<T>): Report<T> {
  const online = useOnline();
  const read = useCachedRead(userId, path, schema);
  const forbidden = read.error instanceof ApiError && read.error.status === 404;
  let state: ReportState = 'ready';
  // Offline, 'offline' only once the device has been looked at: it may still hold a copy.
  if (read.data === undefined) state = !read.checked ? 'loading' : !online ? 'offline' : read.refreshing || read.error === null ? 'loading' : 'failed';
  return { data: read.data, state, at: read.at, forbidden };
}
