import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { PleaseWait } from './download-progress';
import { ListToolbar } from './list-toolbar';
import type { DownloadState } from './use-list-download';
import { ListStatus } from './list-status';
import { TableFrame } from './table-frame';
import { outboxCounts, type OutboxRows } from './use-outbox-rows';

interface OfflineListFrameProps {
  online: boolean;
  download: { state: DownloadState; start: () => void };
  downloadedAt: number | null;
  /** The device's records; undefined while they are read. */
  records: readonly unknown[] | undefined;
  outbox: OutboxRows;
  /** e.g. 'referred': '<prefix>-refresh', '<prefix>-download', '<prefix>-list-failure'… */
  testIdPrefix: string;
  /**
   * Lists whose failed first download shows its message in the table's empty area (spec 02 §8:
   * the diaspora and first-time-voter lists) pass it here; the others get the warning panel.
   */
  failureText?: string;
  children: ReactNode;
}

/**
 * Around a list of the device's copy: 'Rifresko listën' with the pending / attention counts, the
 * copy's age, the first download's progress or its failure, and the list itself once a copy exists.
 */
export function OfflineListFrame({ online, download, downloadedAt, records, outbox, testIdPrefix, failureText, children }: OfflineListFrameProps) {
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
        testIdPrefix={testIdPrefix}
      />
      {failedEmpty && failureText !== undefined ? (
        <TableFrame columns={[]} empty emptyText={failureText} testId={`${testIdPrefix}-table`}>
          {null}
        </TableFrame>
      ) : (
        <ListStatus state={download.state} online={online} hasCopy={hasCopy} downloadedAt={downloadedAt} testIdPrefix={testIdPrefix} />
      )}
      {records === undefined && <PleaseWait />}
      {/* Without a copy, an empty table would claim 'no data': ListStatus says what is going on instead. */}
      {hasCopy && children}
    </Stack>
  );
}
