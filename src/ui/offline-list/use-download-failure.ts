import { useCallback, useState } from 'react';
import { toApiError } from '../../api/api-error';

type FetchList = (onProgress: (done: number, total: number) => void) => Promise<void>;

/**
 * Keeps what the last failed download said (spec 02 §8: the server's `Error` text, else the
 * list's own communication message) for lists that show it in the table's empty area.
 */
export function useDownloadFailure(fetchList: FetchList, fallbackText: string): { fetchList: FetchList; failure: string | null } {
  const [failure, setFailure] = useState<string | null>(null);
  const wrapped = useCallback<FetchList>(
    async (onProgress) => {
      try {
        await fetchList(onProgress);
        setFailure(null);
      } catch (error) {
        setFailure((await toApiError(error)).serverText ?? fallbackText);
        throw error;
      }
    },
    [fetchList, fallbackText],
  );
  return { fetchList: wrapped, failure };
}
