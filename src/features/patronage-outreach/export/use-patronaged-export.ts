import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/api-error';
import { exportFileName } from '../../../contract/patronaged-export';
import type { LocalPatronaged } from '../../../db/database';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { OUTREACH_NS } from '../i18n/namespace';
import type { ReferenceLists } from '../patronaged/displayed-voter';
import { downloadPatronagedExcel } from '../search-api';
import { buildExportSheet } from './export-sheet';
import { saveFile } from '../../../ui/save-file';
import { writeWorkbook } from './write-workbook';
import { isoDayOf } from '../../../lib/datetime';

export type ExportState = { status: 'idle' } | { status: 'downloading' } | { status: 'preparing'; done: number; total: number };

/** Builds the file from the device's copy, as the member sees it. */
async function buildLocally(
  records: readonly LocalPatronaged[],
  lists: ReferenceLists,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const sheet = await buildExportSheet(records, lists, onProgress);
  saveFile(await writeWorkbook(sheet), exportFileName(isoDayOf(Date.now())));
}

/**
 * The Excel export: with signal, the server's file (GET /api/patronage/patronaged/excel/); without
 * (or when the call gets no answer at all), the same columns built on the device.
 */
export function usePatronagedExport(online: boolean): { state: ExportState; run: (records: readonly LocalPatronaged[], lists: ReferenceLists) => void } {
  const { t } = useTranslation(OUTREACH_NS);
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef(false);

  const run = useCallback(
    (records: readonly LocalPatronaged[], lists: ReferenceLists) => {
      if (running.current) return;
      running.current = true;
      const progress = (done: number, total: number) => setState({ status: 'preparing', done, total });
      const work = async () => {
        if (online) {
          setState({ status: 'downloading' });
          try {
            const file = await downloadPatronagedExcel();
            saveFile(file.blob, file.fileName ?? exportFileName(isoDayOf(Date.now())));
            return;
          } catch (error) {
            const apiError = await toApiError(error);
            // The browser thought it was online but nothing answered: the device's copy still serves.
            if (apiError.kind !== 'network' && apiError.kind !== 'timeout') throw apiError;
          }
        }
        await buildLocally(records, lists, progress);
      };
      work()
        .then(
          () => notifySuccess(t('patronaged.exportSuccess')),
          (error: unknown) => {
            console.error('patronage-outreach: export failed', error);
            notifyError(t('patronaged.exportFailure'));
          },
        )
        .finally(() => {
          running.current = false;
          setState({ status: 'idle' });
        });
    },
    [online, t],
  );

  return { state, run };
}
