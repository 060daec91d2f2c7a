import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { notifyError } from './notify';
import { useListDownload, type DownloadState } from './use-list-download';

type Download = (onProgress: (done: number, total: number) => void) => Promise<void>;

/**
 * The list opens from the device's copy; with signal, a fresh copy is fetched in the background
 * once per visit (also when the signal comes back while the screen is open). A failure says so
 * once; the screen decides whether the kept copy or a warning panel shows.
 */
export function useBackgroundDownload(download: Download, online: boolean): { state: DownloadState; start: () => void } {
  const { t } = useTranslation();
  const onError = useCallback(
    (error: unknown) => {
      // A refused token signs the member out (handled globally); a toast on top would only confuse.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
      console.error('patronage-outreach: list download failed', error);
      notifyError(t('offlineList.listFailure'));
    },
    [t],
  );
  return useListDownload(download, { autoStart: online, onError });
}
