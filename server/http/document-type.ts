import type { MediaType } from '../repositories/media';
import { sniffImageType } from './image-type';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The type of a task document read from its bytes (the name and Content-Type of an upload are the
 * sender's word): the photo types, PDF, or an Office Open XML document or workbook, told apart by
 * the part names their ZIP holds. Anything else (HTML, SVG, scripts, old binary Office files, other
 * ZIPs) is undefined.
 */
export function sniffDocumentType(bytes: Buffer): MediaType | undefined {
  const image = sniffImageType(bytes);
  if (image !== undefined) return image;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 4).equals(ZIP) && bytes.includes('[Content_Types].xml')) {
    if (bytes.includes('word/document.xml')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (bytes.includes('xl/workbook.xml')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return undefined;
}
