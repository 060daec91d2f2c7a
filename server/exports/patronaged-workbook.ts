/**
 * The patronaged-voters Excel file: the device's offline file (patronagedSheet), written on the
 * server. Imported lazily by its route, so server starts and test files skip the writer's ~50 ms.
 */
import writeXlsxFile from 'write-excel-file/node';
import { exportRow } from '../../src/contract/patronaged-export';
import { patronagedSheet } from '../../src/contract/patronaged-sheet';
import type { PatronagedVoter } from '../../src/contract/patronaged-voters';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function patronagedWorkbook(list: readonly PatronagedVoter[]): Promise<Buffer> {
  const { data, ...options } = patronagedSheet(list.map(exportRow));
  return writeXlsxFile(data, options).toBuffer();
}
