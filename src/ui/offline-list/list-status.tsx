import { Alert, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/datetime';
import { DownloadProgress } from './download-progress';
import type { DownloadState } from './use-list-download';

interface ListStatusProps {
  state: DownloadState;
  online: boolean;
  /** True when the device holds a copy of the list (downloaded before, or a record made here). */
  hasCopy: boolean;
  downloadedAt: number | null;
  /** e.g. 'referred' → 'referred-download', 'referred-list-failure'. */
  testIdPrefix: string;
}

/**
 * What the list area says about the device's copy: progress of the first download, the spec's
 * warning panel when the download failed and nothing is on the device, or, when a copy is kept,
 * how old it is.
 */
export function ListStatus({ state, online, hasCopy, downloadedAt, testIdPrefix }: ListStatusProps) {
  const { t } = useTranslation();
  if (state.status === 'running' && !hasCopy) {
    return <DownloadProgress done={state.done} total={state.total} testId={`${testIdPrefix}-download`} />;
  }
  if (state.status === 'failed') {
    if (!hasCopy) {
      return (
        <Alert.Root status="warning" data-testid={`${testIdPrefix}-list-failure`}>
          <Alert.Indicator />
          <Alert.Title>{t('offlineList.listFailure')}</Alert.Title>
        </Alert.Root>
      );
    }
    if (downloadedAt !== null) {
      return (
        <Text fontSize="sm" color="fg.warning" data-testid={`${testIdPrefix}-kept-copy`}>
          {t('offlineList.keptCopy', { date: formatDateTime(downloadedAt) })}
        </Text>
      );
    }
  }
  if (!online && !hasCopy) {
    return <Text data-testid={`${testIdPrefix}-offline-empty`}>{t('offlineList.notDownloadedOffline')}</Text>;
  }
  return null;
}
