import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { editOfListed } from '../../../src/contract/patronaged-edit';
import { exportFileName, PATRONAGED_EXPORT_COLUMNS } from '../../../src/contract/patronaged-export';
import { myVotersColors, patronagedVoter } from '../../../src/contract/patronaged-voters';
import { messages } from '../../http/messages';
import { localIsoDate } from '../../repositories/patronaged-voters';
import { PATRONAGE_LIST_SIZE } from '../../seed/seed';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const EXCEL = '/api/patronage/patronaged/excel/';
const column = (header: string) => PATRONAGED_EXPORT_COLUMNS.findIndex((c) => c.header === header) + 1;

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Të patronazhuarit');
  if (!sheet) throw new Error('no sheet "Të patronazhuarit"');
  return sheet;
}

describe('patronaged voters Excel export', () => {
  const t = useTestApp({ logins: ['patronazhist', 'anetar'] });

  itRefusesWithoutToken([EXCEL], () => t.app);

  it('answers a member who is not a patronager with 404 and the module text', async () => {
    const response = await t.get(EXCEL, t.tokens.anetar);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.noModuleAccess });
  });

  it('exports the whole list as one sheet with the contract’s columns, formula-like text neutralised', async () => {
    const list = myVotersColors.parse((await t.get('/api/patronage/myvoters-colors/?limit=1000', t.tokens.patronazhist)).json());
    const target = list.data[3];
    if (!target) throw new Error('empty list');
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/patronage/patronager/voter-update/${target.id}/`,
      headers: tokenHeader(t.tokens.patronazhist),
      payload: { ...editOfListed(target), phone: '=1+1', comment: '=HYPERLINK("http://example.com","x")' },
    });
    expect(update.statusCode).toBe(200);
    expect(patronagedVoter.parse(update.json()).comment).toBe('=HYPERLINK("http://example.com","x")');

    const response = await t.get(EXCEL, t.tokens.patronazhist);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(localIsoDate())}"`);

    const sheet = await sheetOf(response.rawPayload);
    const header = sheet.getRow(1);
    expect(PATRONAGED_EXPORT_COLUMNS.map((_, i) => header.getCell(i + 1).value)).toEqual(PATRONAGED_EXPORT_COLUMNS.map((c) => c.header));
    expect(header.font?.bold).toBe(true);
    expect(sheet.getColumn(column('Komenti')).width).toBe(40);
    expect(sheet.rowCount).toBe(PATRONAGE_LIST_SIZE + 1);

    const nids: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) nids.push(row.getCell(column('Nr. ID')).value);
    });
    expect(nids).toEqual(list.data.map((v) => v.voter.nid));

    const row = sheet.getRow(nids.indexOf(target.voter.nid) + 2);
    for (const [name, value] of [
      ['Telefoni', "'=1+1"],
      ['Komenti', `'=HYPERLINK("http://example.com","x")`],
    ] as const) {
      const cell = row.getCell(column(name));
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(value);
    }
    expect(row.getCell(column('Mosha')).value).toBe(target.voter.age);
  });

  it('applies the list’s filters', async () => {
    const list = myVotersColors.parse((await t.get('/api/patronage/myvoters-colors/?limit=1000&surname=b', t.tokens.patronazhist)).json());
    const sheet = await sheetOf((await t.get(`${EXCEL}?surname=b`, t.tokens.patronazhist)).rawPayload);
    expect(sheet.rowCount).toBe(list.count + 1);
  });

  it.each(['nid=a%00', `surname=${'x'.repeat(101)}`])('refuses the query %s with 400', async (query) => {
    const response = await t.get(`${EXCEL}?${query}`, t.tokens.patronazhist);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
  });
});
