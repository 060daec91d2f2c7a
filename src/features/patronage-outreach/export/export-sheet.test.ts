import { describe, expect, it, vi } from 'vitest';
import { exportRow, PATRONAGED_EXPORT_COLUMNS } from '../../../contract/patronaged-export';
import { LISTS, localRecord, patronagedVoter } from '../patronaged/test-fixtures';
import { displayedVoter } from '../patronaged/displayed-voter';
import { buildExportSheet, EXPORT_CHUNK } from './export-sheet';

/** The row's value under a header of PATRONAGED_EXPORT_COLUMNS. */
function cell(row: (string | number)[] | undefined, header: string): string | number | undefined {
  return row?.[PATRONAGED_EXPORT_COLUMNS.findIndex((column) => column.header === header)];
}

describe('buildExportSheet', () => {
  it("writes the server file's header, bold, and its column widths", async () => {
    const sheet = await buildExportSheet([], LISTS, () => {});
    expect(sheet.header.map((h) => h.value)).toEqual(PATRONAGED_EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet.header.every((h) => h.fontWeight === 'bold')).toBe(true);
    expect(sheet.widths).toEqual(PATRONAGED_EXPORT_COLUMNS.map((c) => c.width));
    expect(sheet.rows).toEqual([]);
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
    const { rows } = await buildExportSheet([edited], LISTS, () => {});
    const [row] = rows;
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

  it('keeps text that a spreadsheet would run as a formula inert', async () => {
    const item = patronagedVoter(2, { voter: { ...patronagedVoter(2).voter, name: '=HYPERLINK("x")' } });
    const { rows } = await buildExportSheet([localRecord(item, { comment: '+1 thirrje' })], LISTS, () => {});
    expect(cell(rows[0], 'Emri')).toBe('\'=HYPERLINK("x")');
    expect(cell(rows[0], 'Komenti')).toBe("'+1 thirrje");
  });

  it('builds a long list in chunks, in order, reporting progress', async () => {
    const total = EXPORT_CHUNK * 2 + 10;
    const records = Array.from({ length: total }, (_, i) => localRecord(patronagedVoter(i + 1)));
    const progress = vi.fn();
    const { rows } = await buildExportSheet(records, LISTS, progress);
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
