import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadState } from '../../../ui/offline-list/use-list-download';
import { useBackgroundDownload } from '../../../ui/offline-list/use-background-download';
import { useDownloadFailure } from '../../../ui/offline-list/use-download-failure';
import { FTV_NS } from '../i18n/namespace';
import { downloadFtvVoters, downloadPreferences } from '../store';

export interface FtvDownload {
  download: { state: DownloadState; start: () => void };
  /** What the last failed download said, shown in the empty table when nothing is on the device. */
  failure: string | null;
}

/** The list and the form's preferences, fetched in the background whenever there is signal. */
export function useFtvDownload(userId: number, online: boolean): FtvDownload {
  const { t } = useTranslation(FTV_NS);
  const fetchBoth = useCallback(
    async (onProgress: (done: number, total: number) => void) => {
      // The preferences come along: a coordinator who opened this screen once can assess offline.
      await Promise.all([downloadFtvVoters(userId, onProgress), downloadPreferences(userId)]);
    },
    [userId],
  );
  const { fetchList, failure } = useDownloadFailure(fetchBoth, t('list.failure'));
  const download = useBackgroundDownload(fetchList, online);
  return { download, failure };
}
