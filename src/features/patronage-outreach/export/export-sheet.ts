import { exportRow, type ExportRow } from '../../../contract/patronaged-export';
import { patronagedSheet, type PatronagedSheet } from '../../../contract/patronaged-sheet';
import type { LocalPatronaged } from '../../../db/database';
import { displayedVoter, type ReferenceLists } from '../patronaged/displayed-voter';

/** Rows built between two yields to the event loop: the progress repaints and taps still answer. */
export const EXPORT_CHUNK = 250;

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The offline export's sheet: the server file's sheet (patronagedSheet), one row per voter as the
 * member sees it (their edits applied). Built in chunks, reporting (done, total).
 */
export async function buildExportSheet(
  records: readonly Pick<LocalPatronaged, 'item' | 'edit'>[],
  lists: ReferenceLists,
  onProgress: (done: number, total: number) => void,
): Promise<PatronagedSheet> {
  const rows: ExportRow[] = [];
  const total = records.length;
  onProgress(0, total);
  for (let start = 0; start < total; start += EXPORT_CHUNK) {
    for (const record of records.slice(start, start + EXPORT_CHUNK)) rows.push(exportRow(displayedVoter(record, lists)));
    onProgress(rows.length, total);
    await yieldToEventLoop();
  }
  return patronagedSheet(rows);
}
