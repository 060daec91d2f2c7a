/**
 * The columns of the patronaged-voters Excel file (GET /api/patronage/patronaged/excel/), shared by
 * the server's file and the one a device builds offline from its copy, so both carry the same
 * columns. Zod-free and library-free; patronaged-sheet.ts lays them out for the xlsx writer.
 */
import { formatCalendarDay } from '../lib/zoned-time';
import type { PatronagedVoter } from './patronaged-voters';

export interface ExportColumn {
  header: string;
  width: number;
  value(voter: PatronagedVoter, safetyLabel: (rating: number | null) => string): string | number;
}

const colorNames: Record<PatronagedVoter['voter_color'], string> = { red: 'E kuqe', orange: 'Portokalli', yellow: 'E verdhë', white: 'E bardhë' };

/** The file's words for the safety rating: Albanian in every language, like its headers (screens translate them). */
export const SAFETY_LABELS: Record<1 | 2 | 3, string> = { 1: 'I sigurt', 2: 'I pasigurt', 3: 'Lëkundës' };

export function safetyLabel(rating: number | null): string {
  return rating === 1 || rating === 2 || rating === 3 ? SAFETY_LABELS[rating] : '';
}

const yesNo = (value: boolean | null | undefined): string => (value === true ? 'Po' : value === false ? 'Jo' : '');

export const PATRONAGED_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Nr. ID', width: 14, value: (v) => v.voter.nid },
  { header: 'Emri', width: 16, value: (v) => v.voter.name },
  { header: 'Mbiemri', width: 16, value: (v) => v.voter.surname },
  { header: 'Atësia', width: 14, value: (v) => v.voter.father_name },
  { header: 'Datëlindja', width: 12, value: (v) => formatCalendarDay(v.voter.dob) },
  { header: 'Mosha', width: 8, value: (v) => v.voter.age },
  { header: 'QV', width: 10, value: (v) => v.voter.qv.code },
  { header: 'Nr. në listë', width: 10, value: (v) => v.voter.list_number },
  { header: 'Telefoni', width: 14, value: (v) => v.voter.phone ?? '' },
  { header: 'Email', width: 24, value: (v) => v.voter.email ?? '' },
  { header: 'Preferenca politike', width: 20, value: (v) => v.political_preference?.name ?? '' },
  { header: 'Siguria', width: 12, value: (v, label) => label(v.safety_rating) },
  { header: 'Emigrant', width: 10, value: (v) => yesNo(v.voter.is_emigrant) },
  { header: 'Shteti i emigrimit', width: 18, value: (v) => v.emigrant_info?.country_emigrant?.country_name ?? '' },
  { header: 'Qyteti i emigrimit', width: 16, value: (v) => v.emigrant_info?.city ?? '' },
  { header: 'Ngjyra', width: 12, value: (v) => colorNames[v.voter_color] },
  { header: 'Komenti', width: 40, value: (v) => v.comment ?? '' },
];

/** One sheet row: every column's value, as the member typed it (patronaged-sheet.ts keeps text inert). */
export type ExportRow = (string | number)[];

export function exportRow(voter: PatronagedVoter): ExportRow {
  return PATRONAGED_EXPORT_COLUMNS.map((column) => column.value(voter, safetyLabel));
}

/** The file name of an export made on `date` (YYYY-MM-DD). */
export function exportFileName(date: string): string {
  return `te-patronazhuarit-${date}.xlsx`;
}
