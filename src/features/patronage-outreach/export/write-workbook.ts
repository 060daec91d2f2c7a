import type { ExportSheet } from './export-sheet';

/** The sheet's name inside the workbook (Excel allows at most 31 characters). */
const SHEET_NAME = 'Të patronazhuarit';

/**
 * The .xlsx file of a sheet. The writer is loaded only here, when a member exports offline, so it
 * stays out of the screens' first download.
 */
export async function writeWorkbook(sheet: ExportSheet): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile([sheet.header, ...sheet.rows], {
    sheet: SHEET_NAME,
    columns: sheet.widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob();
}
