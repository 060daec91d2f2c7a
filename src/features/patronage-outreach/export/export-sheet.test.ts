import { describe, expect, it, vi } from 'vitest';
import { exportRow, PATRONAGED_EXPORT_COLUMNS, type ExportRow } from '../../../contract/patronaged-export';
import type { PatronagedSheet, SheetCell } from '../../../contract/patronaged-sheet';
import { LISTS, localRecord, patronagedVoter } from '../patronaged/test-fixtures';
import { displayedVoter } from '../patronaged/displayed-voter';
import { buildExportSheet, EXPORT_CHUNK } from './export-sheet';

/** The row's entry under a header of PATRONAGED_EXPORT_COLUMNS. */
function cell<T>(row: T[] | undefined, header: string): T | undefined {
  return row?.[PATRONAGED_EXPORT_COLUMNS.findIndex((column) => column.header === header)];
}

/** The voters' rows (the header row left out), as values. */
const rowsOf = (sheet: PatronagedSheet): ExportRow[] => sheet.data.slice(1).map((row) => row.map((c) => c.value));

describe('buildExportSheet', () => {
  it("writes the server file's header, bold and kept in view, and its column widths", async () => {
    const sheet = await buildExportSheet([], LISTS, () => {});
    const [header, ...rows] = sheet.data;
    expect(header?.map((h) => h.value)).toEqual(PATRONAGED_EXPORT_COLUMNS.map((c) => c.header));
    expect(header?.every((h) => h.fontWeight === 'bold')).toBe(true);
    expect(sheet.stickyRowsCount).toBe(1);
    expect(sheet.columns.map((c) => c.width)).toEqual(PATRONAGED_EXPORT_COLUMNS.map((c) => c.width));
    expect(rows).toEqual([]);
  });

  it("writes the member's edits, not the server copy's values, with the colour recomputed", async () => {
    const item = patronagedVoter(1, { has_reference: true });
    const edited = localRecord(item, {
      political_preference_id: 3,
      safety_rating: 3,
      phone: '0692222222',
      is_emigrant: true,
      country_emigrant_id: 5,
      emigrant_city: 'Milano',
      comment: 'Takuar në treg',
    });
    const [row] = rowsOf(await buildExportSheet([edited], LISTS, () => {}));
    expect(row).toEqual(exportRow(displayedVoter(edited, LISTS)));
    expect(cell(row, 'Telefoni')).toBe('0692222222');
    expect(cell(row, 'Preferenca politike')).toBe('Negativ');
    expect(cell(row, 'Siguria')).toBe('Lëkundës');
    expect(cell(row, 'Emigrant')).toBe('Po');
    expect(cell(row, 'Shteti i emigrimit')).toBe('Italia');
    expect(cell(row, 'Qyteti i emigrimit')).toBe('Milano');
    expect(cell(row, 'Ngjyra')).toBe('Portokalli');
    expect(cell(row, 'Komenti')).toBe('Takuar në treg');
    expect(cell(row, 'Mosha')).toBe(45);
  });

  it('writes formula-like text as typed, in a text cell with the Text format, and numbers as numbers', async () => {
    const item = patronagedVoter(2, { voter: { ...patronagedVoter(2).voter, name: '=HYPERLINK("x")' } });
    const sheet = await buildExportSheet([localRecord(item, { comment: '+1 thirrje' })], LISTS, () => {});
    const row = sheet.data[1];
    expect(cell(row, 'Emri')).toEqual<SheetCell>({ value: '=HYPERLINK("x")', type: String, format: '@' });
    expect(cell(row, 'Komenti')).toEqual<SheetCell>({ value: '+1 thirrje', type: String, format: '@' });
    expect(cell(row, 'Mbiemri')).toEqual<SheetCell>({ value: item.voter.surname, type: String });
    expect(cell(row, 'Mosha')).toEqual<SheetCell>({ value: item.voter.age, type: Number });
  });

  it('builds a long list in chunks, in order, reporting progress', async () => {
    const total = EXPORT_CHUNK * 2 + 10;
    const records = Array.from({ length: total }, (_, i) => localRecord(patronagedVoter(i + 1)));
    const progress = vi.fn();
    const rows = rowsOf(await buildExportSheet(records, LISTS, progress));
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => cell(row, 'Nr. në listë'))).toEqual(records.map((_, i) => i + 1));
    expect(progress.mock.calls).toEqual([
      [0, total],
      [EXPORT_CHUNK, total],
      [EXPORT_CHUNK * 2, total],
      [total, total],
    ]);
  });
});
