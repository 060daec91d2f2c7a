import type { PDFFont } from '@cantoo/pdf-lib';

/** `text` (already in the font's character set), cut with '…' so it fits `width` points at `size`. */
export function fitToWidth(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let shown = text;
  while (shown.length > 1 && font.widthOfTextAtSize(`${shown}…`, size) > width) shown = shown.slice(0, -1);
  return `${shown}…`;
}
