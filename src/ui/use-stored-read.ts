import { useEffect, useState } from 'react';
import { db } from '../db/database';
import { watchStored } from '../db/watch-stored';
import { afterPaint } from '../lib/after-paint';

/**
 * `read()`'s answer, read again after every change to `tables` (see watchStored): like
 * useLiveQuery, but a change's re-read waits until the next frame is drawn, and changes that
 * arrive meanwhile share one read. For what a tap's write changes but the tap's frame does not
 * show (counts, marks the screen already set). `read` and `tables` must be stable (useCallback, a
 * constant); a new `read` starts over. Undefined until the first answer; a read that fails keeps
 * the last answer (and is logged).
 */
export function useStoredRead<T>(read: () => Promise<T>, tables: readonly string[]): T | undefined {
  const [answer, setAnswer] = useState<{ read: () => Promise<T>; value: T } | undefined>(undefined);
  useEffect(
    () =>
      watchStored(db, tables, read, (value) => setAnswer((last) => (last?.read === read && Object.is(last.value, value) ? last : { read, value })), {
        defer: afterPaint,
        onError: (error: unknown) => console.error('stored read failed', error),
      }),
    [read, tables],
  );
  // A new `read` (another member, say) shows nothing of the previous one's answer.
  return answer?.read === read ? answer.value : undefined;
}
