import { exportRow, PATRONAGED_EXPORT_COLUMNS } from '../../../contract/patronaged-export';
import type { LocalPatronaged } from '../../../db/database';
import { displayedVoter, type ReferenceLists } from '../patronaged/displayed-voter';

/** A header cell: bold, as in the server's file. */
export interface HeaderCell {
  value: string;
  fontWeight: 'bold';
}

export type SheetRow = (string | number)[];

export interface ExportSheet {
  header: HeaderCell[];
  rows: SheetRow[];
  /** Column widths in characters, the server file's. */
  widths: number[];
}

/** Rows built between two yields to the event loop: the progress repaints and taps still answer. */
export const EXPORT_CHUNK = 250;

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The offline export's sheet: the server file's columns (PATRONAGED_EXPORT_COLUMNS), one row per
 * voter as the member sees it (their edits applied, text that could run as a formula neutralised
 * by exportRow). Built in chunks, reporting (done, total).
 */
export async function buildExportSheet(
  records: readonly Pick<LocalPatronaged, 'item' | 'edit'>[],
  lists: ReferenceLists,
  onProgress: (done: number, total: number) => void,
): Promise<ExportSheet> {
  const rows: SheetRow[] = [];
  const total = records.length;
  onProgress(0, total);
  for (let start = 0; start < total; start += EXPORT_CHUNK) {
    for (const record of records.slice(start, start + EXPORT_CHUNK)) rows.push(exportRow(displayedVoter(record, lists)));
    onProgress(rows.length, total);
    await yieldToEventLoop();
  }
  return {
    header: PATRONAGED_EXPORT_COLUMNS.map((column) => ({ value: column.header, fontWeight: 'bold' })),
    rows,
    widths: PATRONAGED_EXPORT_COLUMNS.map((column) => column.width),
  };
}
