import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/api-error';
import type { DownloadState } from '../../../ui/offline-list/use-list-download';
import { useBackgroundDownload } from '../../../ui/offline-list/use-background-download';
import { FTV_NS } from '../i18n/namespace';
import { downloadFtvVoters, downloadPreferences } from '../store';

export interface FtvDownload {
  download: { state: DownloadState; start: () => void };
  /**
   * What the last failed download said (spec 02 §8: the server's `Error` text, else the
   * communication message), shown in the empty table when nothing is on the device.
   */
  failure: string | null;
}

/** The list and the form's preferences, fetched in the background whenever there is signal. */
export function useFtvDownload(userId: number, online: boolean): FtvDownload {
  const { t } = useTranslation(FTV_NS);
  const [failure, setFailure] = useState<string | null>(null);
  const fetchList = useCallback(
    async (onProgress: (done: number, total: number) => void) => {
      try {
        // The preferences come along: a coordinator who opened this screen once can assess offline.
        await Promise.all([downloadFtvVoters(userId, onProgress), downloadPreferences(userId)]);
        setFailure(null);
      } catch (error) {
        setFailure((await toApiError(error)).serverText ?? t('list.failure'));
        throw error;
      }
    },
    [userId, t],
  );
  const download = useBackgroundDownload(fetchList, online);
  return { download, failure };
}
