import { readSheet, type Row } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { editOfListed } from '../../../src/contract/patronaged-edit';
import { exportFileName, PATRONAGED_EXPORT_COLUMNS } from '../../../src/contract/patronaged-export';
import { PATRONAGED_SHEET_NAME } from '../../../src/contract/patronaged-sheet';
import { myVotersColors, patronagedVoter } from '../../../src/contract/patronaged-voters';
import { messages } from '../../http/messages';
import { localIsoDate } from '../../repositories/patronaged-voters';
import { PATRONAGE_LIST_SIZE } from '../../seed/seed';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';
import { xlsxLayout } from '../../test/xlsx-layout';

const EXCEL = '/api/patronage/patronaged/excel/';
const column = (header: string) => PATRONAGED_EXPORT_COLUMNS.findIndex((c) => c.header === header);
/** The address of a cell, columns and rows counted from 0 (the sheet has fewer than 27 columns). */
const address = (col: number, row: number) => `${String.fromCharCode(65 + col)}${row + 1}`;

/** The sheet's rows as read-excel-file reads them, text untrimmed. */
const rowsOf = (body: Buffer): Promise<Row[]> => readSheet(body, PATRONAGED_SHEET_NAME, { trim: false });

describe('patronaged voters Excel export', () => {
  const t = useTestApp({ logins: ['patronazhist', 'anetar'] });

  itRefusesWithoutToken([EXCEL], () => t.app);

  it('answers a member who is not a patronager with 404 and the module text', async () => {
    const response = await t.get(EXCEL, t.tokens.anetar);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.noModuleAccess });
  });

  it('exports the whole list as one sheet with the contract’s columns, formula-like text kept as typed in text cells', async () => {
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

    const rows = await rowsOf(response.rawPayload);
    expect(rows[0]).toEqual(PATRONAGED_EXPORT_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(PATRONAGE_LIST_SIZE + 1);
    const nids = rows.slice(1).map((row) => row[column('Nr. ID')]);
    expect(nids).toEqual(list.data.map((v) => v.voter.nid));

    const r = nids.indexOf(target.voter.nid) + 1;
    const row = rows[r];
    // Kept as typed: a text cell is never run, so no apostrophe is added (the Text format covers retyping).
    expect(row?.[column('Telefoni')]).toBe('=1+1');
    expect(row?.[column('Komenti')]).toBe('=HYPERLINK("http://example.com","x")');
    expect(row?.[column('Mosha')]).toBe(target.voter.age);
    expect(row?.[column('Emri')]).toBe(target.voter.name);

    const layout = xlsxLayout(response.rawPayload);
    expect(layout.formulas).toBe(0);
    for (const name of ['Telefoni', 'Komenti']) expect(layout.cell(address(column(name), r))).toEqual({ type: 's', bold: false, text: true });
    expect(layout.cell(address(column('Emri'), r))).toEqual({ type: 's', bold: false, text: false });
    expect(layout.cell(address(column('Mosha'), r))).toEqual({ type: undefined, bold: false, text: false });
    expect(PATRONAGED_EXPORT_COLUMNS.map((_, c) => layout.cell(address(c, 0))?.bold)).toEqual(PATRONAGED_EXPORT_COLUMNS.map(() => true));
    expect(layout.frozenRows).toBe(1);
    expect(layout.widths).toEqual(PATRONAGED_EXPORT_COLUMNS.map((c) => c.width));
  });

  it('applies the list’s filters', async () => {
    const list = myVotersColors.parse((await t.get('/api/patronage/myvoters-colors/?limit=1000&surname=b', t.tokens.patronazhist)).json());
    const rows = await rowsOf((await t.get(`${EXCEL}?surname=b`, t.tokens.patronazhist)).rawPayload);
    expect(list.count).toBeGreaterThan(0);
    expect(list.count).toBeLessThan(PATRONAGE_LIST_SIZE);
    expect(rows).toHaveLength(list.count + 1);
    expect(rows.slice(1).map((row) => row[column('Nr. ID')])).toEqual(list.data.map((v) => v.voter.nid));
  });

  it.each(['nid=a%00', `surname=${'x'.repeat(101)}`])('refuses the query %s with 400', async (query) => {
    const response = await t.get(`${EXCEL}?${query}`, t.tokens.patronazhist);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
  });
});
