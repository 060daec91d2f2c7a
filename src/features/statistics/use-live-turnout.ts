import { useCallback, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { memberToken } from '../../api/member-token';
import { getWithTokenAt } from '../../api/token-get';
import { liveTurnout, type LiveTurnout } from '../../contract/live-turnout';
import { keepCachedRead } from '../../ui/cached/keep-cached-read';
import { useDeviceCopy } from '../../ui/cached/use-device-copy';
import { useLivePoll } from '../../ui/offline-list/use-live-refresh';

export interface LiveTurnoutRead {
  /** The last table of this level on the device (fresh or kept from an earlier visit). */
  data: LiveTurnout | undefined;
  /** The device has been looked at for a kept table. */
  checked: boolean;
  /** The last pull failed (the kept table, if any, is still shown). */
  failed: boolean;
  /** The server said 404: the member lacks the statistics permission. */
  forbidden: boolean;
  /** The server refused the area (400: an id that no longer names one), with its text. */
  refused: string | null;
}

/**
 * One level of the live turnout: pulled at once and every 15 s while the screen is shown and the
 * device online (useLivePoll: no timer at all otherwise), each answer kept on the device so the
 * last table opens again with no signal, marked with its time.
 */
export function useLiveTurnout(userId: number | null, path: string): LiveTurnoutRead {
  const { row, checked } = useDeviceCopy(userId, path);
  const [failure, setFailure] = useState<{ path: string; error: unknown } | null>(null);
  const pull = useCallback(async () => {
    if (userId === null) return;
    try {
      const { value, watermark } = await getWithTokenAt(path, await memberToken(userId), liveTurnout);
      await keepCachedRead(userId, path, value, Date.now(), watermark);
      setFailure(null);
    } catch (error) {
      setFailure({ path, error });
    }
  }, [userId, path]);
  useLivePoll(pull);

  const error = failure?.path === path ? failure.error : null;
  const status = error instanceof ApiError ? error.status : undefined;
  // The kept copy was checked when it was fetched; a copy that no longer fits the contract is no copy.
  const parsed = row === undefined ? undefined : liveTurnout.safeParse(row.value);
  return {
    data: parsed?.success === true ? parsed.data : undefined,
    checked,
    failed: error !== null,
    forbidden: status === 404,
    refused: status === 400 && error instanceof ApiError ? (error.serverText ?? error.message) : null,
  };
}
