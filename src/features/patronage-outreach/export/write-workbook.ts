import type { PatronagedSheet } from '../../../contract/patronaged-sheet';

/**
 * The .xlsx file of a sheet. The writer is loaded only here, when a member exports offline, so it
 * stays out of the screens' first download.
 */
export async function writeWorkbook({ data, ...options }: PatronagedSheet): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(data, options).toBlob();
}
