import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalFtvVoter } from '../../../db/database';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { ListStatus } from '../../../ui/offline-list/list-status';
import { ListToolbar } from '../../../ui/offline-list/list-toolbar';
import { TableFrame } from '../../../ui/offline-list/table-frame';
import { outboxCounts, type OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { FTV_NS } from '../i18n/namespace';
import type { FtvDownload } from './use-ftv-download';

interface FtvListFrameProps extends FtvDownload {
  online: boolean;
  downloadedAt: number | null;
  records: readonly LocalFtvVoter[] | undefined;
  outbox: OutboxRows;
  children: ReactNode;
}

/**
 * OfflineListFrame's layout (refresh, counts, the copy's age, first-download progress), except for
 * a failed download with nothing on the device: spec 02 §8 puts the extracted message of the
 * first-time-voter list in the table's empty area, where the shared frame shows a fixed panel.
 */
export function FtvListFrame({ online, download, failure, downloadedAt, records, outbox, children }: FtvListFrameProps) {
  const { t } = useTranslation(FTV_NS);
  const hasCopy = downloadedAt !== null || (records !== undefined && records.length > 0);
  const counts = outboxCounts(outbox);
  const failedEmpty = download.state.status === 'failed' && !hasCopy;
  return (
    <Stack gap="3">
      <ListToolbar
        online={online}
        downloading={download.state.status === 'running'}
        downloadedAt={downloadedAt}
        pending={counts.pending}
        attention={counts.attention}
        onRefresh={download.start}
        testIdPrefix="ftv"
      />
      {failedEmpty ? (
        <TableFrame columns={[]} empty emptyText={failure ?? t('list.failure')} testId="ftv-table">
          {null}
        </TableFrame>
      ) : (
        <ListStatus state={download.state} online={online} hasCopy={hasCopy} downloadedAt={downloadedAt} testIdPrefix="ftv" />
      )}
      {records === undefined && <PleaseWait />}
      {/* Without a copy, an empty table would claim 'no data': the status above says what is going on instead. */}
      {hasCopy && children}
    </Stack>
  );
}
