/**
 * The patronaged-voters Excel file. Imported lazily by its route: exceljs takes ~0.4 s to load,
 * which every server start and test file would otherwise pay.
 */
import ExcelJS from 'exceljs';
import { exportRow, PATRONAGED_EXPORT_COLUMNS } from '../../src/contract/patronaged-export';
import type { PatronagedVoter } from '../../src/contract/patronaged-voters';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PATRONAGED_SHEET_NAME = 'Të patronazhuarit';

/** One sheet, a bold frozen header row and the contract's columns; cells are plain values (exportRow has neutralised formula-like text). */
export async function patronagedWorkbook(list: readonly PatronagedVoter[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(PATRONAGED_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PATRONAGED_EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(list.map(exportRow));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
