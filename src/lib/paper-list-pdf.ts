import { grayscale, PDFDocument, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { fitToWidth } from './pdf-fit-text';
import { DATE_TIME_FORMAT, ISO_DAY_FORMAT, TIRANA_ZONE, formatZoned, zoneOffsetMinutes } from './zoned-time';

/**
 * The paper fallback of a voting-day list (issue 36): a print-ready A4 PDF with a cover of counts
 * and every voter with a box, the marked ones crossed. Pure (plain data in, bytes out) so the
 * device builds it with no signal and the server answers the same document from its own state.
 * The document is in Albanian whatever the interface language, like the attendance QR PDF.
 */

export interface PaperVoter {
  listNumber: number;
  name: string;
  surname: string;
  fatherName: string;
  /** On the device: the member's own intent (sent or not); on the server: its state. */
  voted: boolean;
  /** The voter's station code, shown per row when the list spans stations (a patronager's). */
  station?: string;
}

export interface PaperList {
  kind: 'observer' | 'patronage';
  /** Station codes, in the order the list has them. */
  stations: readonly string[];
  /** In the order they are printed. */
  voters: readonly PaperVoter[];
  /** Epoch ms the list was read. */
  printedAt: number;
  /** Who made it: the device's id and browser, or the server. */
  device: string;
  source: 'device' | 'server';
}

/** What a marked voter's box holds: an X, as on a ballot, and what a reader of the file finds. */
export const PAPER_MARK = 'X';

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const HEADER = 46;
const COLUMN_HEADS = 14;
const FOOTER = 18;
const ROW = 13.5;
const FONT_SIZE = 9;
const COLUMNS = 2;
const GUTTER = 16;
const BOX = 10;

/** Rows of one column of a list page, and voters per list page. */
export const ROWS_PER_COLUMN = Math.floor((PAGE.height - 2 * PAGE.margin - HEADER - COLUMN_HEADS - FOOTER) / ROW);
export const VOTERS_PER_PAGE = ROWS_PER_COLUMN * COLUMNS;

export interface PaperCounts {
  voters: number;
  marked: number;
  notMarked: number;
}

export function paperCounts(voters: readonly PaperVoter[]): PaperCounts {
  const marked = voters.filter((v) => v.voted).length;
  return { voters: voters.length, marked, notMarked: voters.length - marked };
}

/** '06-12-2026 11:20 (Tiranë, GMT+1)': the printed time is read in Tirana, with summer time named. */
export function paperTime(at: number): string {
  const hours = zoneOffsetMinutes(at, TIRANA_ZONE) / 60;
  return `${formatZoned(at, DATE_TIME_FORMAT, TIRANA_ZONE)} (Tiranë, GMT${hours < 0 ? '-' : '+'}${Math.abs(hours)})`;
}

/** `lista-<station>-<YYYY-MM-DD>.pdf`, the station code kept to letters, digits and dashes. */
export function paperListFileName(list: Pick<PaperList, 'kind' | 'stations' | 'printedAt'>): string {
  const station = list.kind === 'patronage' ? 'patronazhi' : (list.stations[0] ?? 'qv');
  const safe = station.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'qv';
  return `lista-${safe}-${formatZoned(list.printedAt, ISO_DAY_FORMAT, TIRANA_ZONE)}.pdf`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The code points the standard fonts' WinAnsi covers (ë, ç, Ë, Ç among them). */
  covered: ReadonlySet<number>;
}

/** Anything WinAnsi lacks prints as '?' instead of failing the whole document. */
function printable(text: string, fonts: Fonts): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) out += fonts.covered.has(char.codePointAt(0) ?? 0) ? char : '?';
  return out;
}

/** The text, cut with an ellipsis where it would run wider than `width`. */
function fitted(text: string, font: PDFFont, fonts: Fonts, size: number, width: number): string {
  return fitToWidth(printable(text, fonts), font, size, width);
}

const title = (list: PaperList): string => (list.kind === 'observer' ? 'Lista e votuesve të qendrës së votimit' : 'Lista e votuesve të patronazhistit');
const stationsLine = (list: PaperList): string =>
  list.stations.length === 0 ? 'Qendra e votimit: -' : `${list.stations.length === 1 ? 'Qendra e votimit' : 'Qendrat e votimit'}: ${list.stations.join(', ')}`;
const sourceLine = (list: PaperList): string =>
  list.source === 'device' ? 'Shënimet: sipas kësaj pajisjeje, edhe ato ende të padërguara' : 'Shënimet: sipas serverit';

function drawPageNumber(page: PDFPage, fonts: Fonts, pageNr: number, pages: number): void {
  const text = `Faqja ${pageNr}/${pages}`;
  page.drawText(text, { x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(text, 8), y: PAGE.margin - 14, size: 8, font: fonts.regular });
}

function drawCover(page: PDFPage, list: PaperList, fonts: Fonts): void {
  const { margin, width, height } = PAGE;
  const text = width - 2 * margin;
  const counts = paperCounts(list.voters);
  let y = height - margin - 20;
  const line = (value: string, size: number, bold = false, gap = 10) => {
    const font = bold ? fonts.bold : fonts.regular;
    page.drawText(fitted(value, font, fonts, size, text), { x: margin, y, size, font });
    y -= size + gap;
  };
  line('Terren - lista në letër', 20, true, 14);
  line(title(list), 14, true);
  line(stationsLine(list), 12, false, 24);
  line(`Votues: ${counts.voters}`, 16, true);
  line(`Shënuar si votuar: ${counts.marked}`, 16, true);
  line(`Pa shënuar: ${counts.notMarked}`, 16, true, 24);
  line(`Koha: ${paperTime(list.printedAt)}`, 11);
  line(`Pajisja: ${list.device}`, 11);
  line(sourceLine(list), 11, false, 24);
  line(`Në kuti: ${PAPER_MARK} = shënuar si votuar.`, 10);
}

/** Where a column's fields start, from its left edge; a patronager's list adds the station. */
function columnLayout(withStation: boolean) {
  const width = (PAGE.width - 2 * PAGE.margin - GUTTER * (COLUMNS - 1)) / COLUMNS;
  const number = 0;
  const name = 30;
  const box = width - BOX - 2;
  const station = withStation ? box - 52 : box;
  const father = station - 62;
  return { width, number, name, nameWidth: father - name - 4, father, fatherWidth: station - father - 4, station, stationWidth: box - station - 4, box };
}

function drawListHeader(page: PDFPage, list: PaperList, fonts: Fonts, withStation: boolean): number {
  const { margin, width, height } = PAGE;
  const top = height - margin;
  const head = list.kind === 'observer' ? `QV ${list.stations[0] ?? '-'} - lista e votuesve` : 'Lista e patronazhistit';
  page.drawText(fitted(head, fonts.bold, fonts, 12, width - 2 * margin), { x: margin, y: top - 12, size: 12, font: fonts.bold });
  const sub = `${list.kind === 'observer' ? '' : `${stationsLine(list)}  ·  `}${paperTime(list.printedAt)}  ·  ${list.source === 'device' ? 'nga pajisja' : 'nga serveri'}`;
  page.drawText(fitted(sub, fonts.regular, fonts, 8, width - 2 * margin), { x: margin, y: top - 26, size: 8, font: fonts.regular });
  page.drawLine({ start: { x: margin, y: top - HEADER + 10 }, end: { x: width - margin, y: top - HEADER + 10 }, thickness: 0.5 });
  const y = top - HEADER;
  const layout = columnLayout(withStation);
  for (let c = 0; c < COLUMNS; c++) {
    const left = margin + c * (layout.width + GUTTER);
    const at = (x: number, value: string) => page.drawText(value, { x: left + x, y, size: 7, font: fonts.bold });
    at(layout.number, 'Nr.');
    at(layout.name, 'Emri Mbiemri');
    at(layout.father, 'Atësia');
    if (withStation) at(layout.station, 'QV');
    at(layout.box - 6, 'Votoi');
  }
  return y - COLUMN_HEADS;
}

function drawRow(page: PDFPage, voter: PaperVoter, left: number, y: number, fonts: Fonts, withStation: boolean, shaded: boolean): void {
  const layout = columnLayout(withStation);
  // Every other row shaded so a finger on paper keeps its line.
  if (shaded) page.drawRectangle({ x: left - 2, y: y - 3.5, width: layout.width + 2, height: ROW, color: grayscale(0.92) });
  const text = (x: number, value: string, width: number, font = fonts.regular) =>
    page.drawText(fitted(value, font, fonts, FONT_SIZE, width), { x: left + x, y, size: FONT_SIZE, font });
  text(layout.number, String(voter.listNumber), layout.name - 2, fonts.bold);
  text(layout.name, `${voter.name} ${voter.surname}`, layout.nameWidth);
  text(layout.father, voter.fatherName, layout.fatherWidth);
  if (withStation) text(layout.station, voter.station ?? '', layout.stationWidth);
  page.drawRectangle({ x: left + layout.box, y: y - 2, width: BOX, height: BOX, borderColor: grayscale(0), borderWidth: 0.8, color: grayscale(1) });
  // Drawn last, so a reader of the row's text finds it at the row's end.
  if (!voter.voted) return;
  const size = FONT_SIZE + 1;
  // On the row's own baseline, so a reader puts it on the row's line.
  page.drawText(PAPER_MARK, { x: left + layout.box + (BOX - fonts.bold.widthOfTextAtSize(PAPER_MARK, size)) / 2, y, size, font: fonts.bold });
}

export async function paperListPdf(list: PaperList): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title(list)} - ${list.stations.join(', ')}`);
  doc.setCreator('Terren');
  // The same list read at the same moment gives the same bytes.
  doc.setCreationDate(new Date(list.printedAt));
  doc.setModificationDate(new Date(list.printedAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const fonts: Fonts = { regular, bold: await doc.embedFont(StandardFonts.HelveticaBold), covered: new Set(regular.getCharacterSet()) };
  const withStation = list.kind === 'patronage';
  const listPages = Math.max(1, Math.ceil(list.voters.length / VOTERS_PER_PAGE));
  const pages = listPages + 1;

  const cover = doc.addPage([PAGE.width, PAGE.height]);
  drawCover(cover, list, fonts);
  drawPageNumber(cover, fonts, 1, pages);

  const columnWidth = columnLayout(withStation).width;
  for (let p = 0; p < listPages; p++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const first = drawListHeader(page, list, fonts, withStation);
    list.voters.slice(p * VOTERS_PER_PAGE, (p + 1) * VOTERS_PER_PAGE).forEach((voter, i) => {
      const column = Math.floor(i / ROWS_PER_COLUMN);
      const row = i % ROWS_PER_COLUMN;
      drawRow(page, voter, PAGE.margin + column * (columnWidth + GUTTER), first - row * ROW, fonts, withStation, row % 2 === 1);
    });
    if (list.voters.length === 0) page.drawText('Asnjë votues në listë.', { x: PAGE.margin, y: first, size: 10, font: fonts.regular });
    drawPageNumber(page, fonts, p + 2, pages);
  }
  return doc.save();
}
