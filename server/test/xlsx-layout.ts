import { strFromU8, unzipSync } from 'fflate';

/**
 * What a reader such as read-excel-file does not return from an .xlsx: how a sheet's cells are
 * stored (text, formula) and styled, its column widths and frozen rows. Read from the file's XML
 * as write-excel-file writes it (one sheet, inline attributes).
 */
export interface XlsxCell {
  /** The cell's `t`: 's' for a shared string, undefined for a number. */
  type: string | undefined;
  bold: boolean;
  /** Excel's Text number format ('@'). */
  text: boolean;
}

export interface XlsxLayout {
  frozenRows: number;
  widths: number[];
  /** Cells holding a formula (`<f>`), anywhere in the sheet. */
  formulas: number;
  cell(address: string): XlsxCell | undefined;
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const elements = (xml: string, name: string): string[] => xml.match(new RegExp(`<${name}\\b[^>]*?(?:/>|>[\\s\\S]*?</${name}>)`, 'g')) ?? [];
const inside = (xml: string, name: string): string => new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? '';

/** Built-in number format 49 is '@'. */
const TEXT_FORMAT_ID = '49';

export function xlsxLayout(file: Uint8Array): XlsxLayout {
  const files = unzipSync(file);
  const part = (path: string): string => {
    const content = files[path];
    if (!content) throw new Error(`no ${path} in the file`);
    return strFromU8(content);
  };
  const sheet = part('xl/worksheets/sheet1.xml');
  const styles = part('xl/styles.xml');
  const fonts = elements(inside(styles, 'fonts'), 'font');
  const textFormats = new Set([TEXT_FORMAT_ID]);
  for (const format of elements(styles, 'numFmt')) {
    const id = attribute(format, 'numFmtId');
    if (id !== undefined && attribute(format, 'formatCode') === '@') textFormats.add(id);
  }
  const xfs = elements(inside(styles, 'cellXfs'), 'xf');
  const pane = elements(sheet, 'pane')[0];
  const cells = new Map(elements(sheet, 'c').map((c) => [attribute(c, 'r'), c]));

  return {
    frozenRows: pane && attribute(pane, 'state') === 'frozen' ? Number(attribute(pane, 'ySplit')) : 0,
    widths: elements(sheet, 'col').map((col) => Number(attribute(col, 'width'))),
    formulas: elements(sheet, 'f').length,
    cell(address) {
      const c = cells.get(address);
      if (c === undefined) return undefined;
      const xf = xfs[Number(attribute(c, 's') ?? 0)] ?? '';
      return {
        type: attribute(c, 't'),
        bold: (fonts[Number(attribute(xf, 'fontId') ?? 0)] ?? '').includes('<b/>'),
        text: textFormats.has(attribute(xf, 'numFmtId') ?? ''),
      };
    },
  };
}
