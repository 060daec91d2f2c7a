import {
  concatTransformationMatrix,
  fill,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
  StandardFonts,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { fitToWidth } from '../../src/lib/pdf-fit-text';
import { DATE_TIME_FORMAT, TIRANA_ZONE, formatZoned } from '../../src/lib/zoned-time';

export interface AttendanceSheet {
  task: { id: number; name: string; startDate: Date; endDate: Date };
  participants: readonly { name: string; surname: string; qr_code: string }[];
}

/** A4 in points, its margin, and a grid of three codes across and four down a page. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const COLUMNS = 3;
const ROWS = 4;
const HEADER = 110;
const QR_SIDE = 130;
/** The white border a scanner needs around a code, in modules (the standard's four). */
const QUIET_MODULES = 4;

/** The dark modules of the code of `text`, row by row from the top. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1));
}

/**
 * The code as vector rectangles in one graphics-state block scaled to module units: sharp at any
 * printer resolution, small (one rectangle per run of dark modules), and read back by the tests.
 */
function qrOperators(modules: boolean[][], x: number, y: number, side: number): PDFOperator[] {
  const size = modules.length;
  const unit = side / size;
  const ops = [pushGraphicsState(), concatTransformationMatrix(unit, 0, 0, unit, x, y), setFillingGrayscaleColor(0)];
  modules.forEach((row, r) => {
    for (let c = 0; c < size; c++) {
      if (!row[c]) continue;
      const start = c;
      while (c + 1 < size && row[c + 1]) c++;
      ops.push(rectangle(start, size - 1 - r, c - start + 1, 1));
    }
  });
  ops.push(fill(), popGraphicsState());
  return ops;
}

/** Standard fonts speak WinAnsi: Albanian's ë and ç are in it; anything else prints as '?'. */
const printable = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

// A printed sheet is read in Tirana, whoever prints it.
const when = (date: Date): string => formatZoned(date, DATE_TIME_FORMAT, TIRANA_ZONE);

/** The text, cut with an ellipsis where it would run wider than `width`. */
const fitted = (text: string, font: PDFFont, size: number, width: number): string => fitToWidth(printable(text), font, size, width);

function drawHeader(page: PDFPage, sheet: AttendanceSheet, fonts: { regular: PDFFont; bold: PDFFont }, pageNr: number, pages: number): void {
  const { margin, width, height } = PAGE;
  const text = width - 2 * margin;
  page.drawText(fitted(sheet.task.name, fonts.bold, 16, text), { x: margin, y: height - margin - 16, size: 16, font: fonts.bold });
  const dates = `Fillon: ${when(sheet.task.startDate)}    Mbaron: ${when(sheet.task.endDate)}`;
  page.drawText(dates, { x: margin, y: height - margin - 40, size: 11, font: fonts.regular });
  const note = `Kodet QR të pjesëmarrësve (${sheet.participants.length}), skanohen në hyrje. Faqja ${pageNr}/${pages}.`;
  page.drawText(printable(note), { x: margin, y: height - margin - 60, size: 9, font: fonts.regular });
}

/** The creator's QR PDF (spec 01 "Task detail"): the task's name and dates, and each participant's code with their name. */
export async function attendanceQrPdf(sheet: AttendanceSheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(sheet.task.name);
  doc.setCreator('Terren');
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const perPage = COLUMNS * ROWS;
  const pages = Math.max(1, Math.ceil(sheet.participants.length / perPage));
  const cellWidth = (PAGE.width - 2 * PAGE.margin) / COLUMNS;
  const cellHeight = (PAGE.height - 2 * PAGE.margin - HEADER) / ROWS;
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    drawHeader(page, sheet, fonts, p + 1, pages);
    sheet.participants.slice(p * perPage, (p + 1) * perPage).forEach((participant, i) => {
      const left = PAGE.margin + (i % COLUMNS) * cellWidth;
      const top = PAGE.height - PAGE.margin - HEADER - Math.floor(i / COLUMNS) * cellHeight;
      const modules = qrModules(participant.qr_code);
      // The code shrinks by its quiet zone so neighbours never eat into each other's white border.
      const side = (QR_SIDE * modules.length) / (modules.length + 2 * QUIET_MODULES);
      page.pushOperators(...qrOperators(modules, left + (cellWidth - side) / 2, top - QR_SIDE + (QR_SIDE - side) / 2, side));
      const label = fitted(`${participant.name} ${participant.surname}`, fonts.regular, 10, cellWidth - 8);
      page.drawText(label, { x: left + (cellWidth - fonts.regular.widthOfTextAtSize(label, 10)) / 2, y: top - QR_SIDE - 14, size: 10, font: fonts.regular });
    });
  }
  return doc.save();
}
