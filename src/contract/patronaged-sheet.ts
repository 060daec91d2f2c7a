/**
 * The patronaged-voters workbook's one sheet, in the shape write-excel-file takes, shared by the
 * server (`write-excel-file/node`) and the device's offline export (`write-excel-file/browser`) so
 * both write the same file. Typed here without the library: each side imports its own entry.
 */
import { PATRONAGED_EXPORT_COLUMNS, type ExportRow } from './patronaged-export';

export interface SheetCell {
  value: string | number;
  type: StringConstructor | NumberConstructor;
  fontWeight?: 'bold';
  /** '@' is Excel's Text number format. */
  format?: '@';
}

export interface PatronagedSheet {
  sheet: string;
  data: SheetCell[][];
  columns: { width: number }[];
  stickyRowsCount: number;
}

/** Excel allows at most 31 characters. */
export const PATRONAGED_SHEET_NAME = 'Të patronazhuarit';

/** What a spreadsheet reads as a formula when it is typed in (OWASP's list, tab and CR included). */
const FORMULA_LIKE = /^[=+\-@\t\r]/;

/**
 * A String cell is written as a shared string (t="s"), which no spreadsheet evaluates, so text is
 * kept as typed: no apostrophe shows in the cell. Only retyping such a cell (F2, Enter) would
 * parse it again, so formula-like text also gets the Text format, under which Excel keeps it text.
 */
export function sheetCell(value: string | number): SheetCell {
  if (typeof value === 'number') return { value, type: Number };
  return FORMULA_LIKE.test(value) ? { value, type: String, format: '@' } : { value, type: String };
}

/** A bold header row that stays in view, the contract's column widths, then one row per voter. */
export function patronagedSheet(rows: readonly ExportRow[]): PatronagedSheet {
  const header = PATRONAGED_EXPORT_COLUMNS.map((column): SheetCell => ({ value: column.header, type: String, fontWeight: 'bold' }));
  return {
    sheet: PATRONAGED_SHEET_NAME,
    data: [header, ...rows.map((row) => row.map(sheetCell))],
    columns: PATRONAGED_EXPORT_COLUMNS.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
  };
}
