import { toApiError } from '../../api/api-error';
import { apiGet, http } from '../../api/http';
import { voterSearchResults, type VoterSearchResult } from '../../contract/referred-voters';

/**
 * The calls of this area that only the server can answer (national voter searches, the server's
 * Excel file): online only, never queued. Each throws ApiError.
 */

export interface VoterNameQuery {
  name: string;
  surname: string;
  /** Optional: '' is left out of the request. */
  father_name: string;
}

/** GET /api/patronage/anetar-search-voters-name-surname/ — the 'Lista e votuesve' modal. */
export function searchVotersByName(query: VoterNameQuery): Promise<VoterSearchResult[]> {
  const searchParams: Record<string, string> = { name: query.name, surname: query.surname };
  if (query.father_name !== '') searchParams.father_name = query.father_name;
  return apiGet('/api/patronage/anetar-search-voters-name-surname/', voterSearchResults, { searchParams });
}

/** GET /api/patronage/voter-search-nid/ — zero or one voter. */
export function searchVoterByNid(nid: string): Promise<VoterSearchResult[]> {
  return apiGet('/api/patronage/voter-search-nid/', voterSearchResults, { searchParams: { nid } });
}

/** The server builds the whole list into one workbook; give it longer than an ordinary call. */
const EXPORT_TIMEOUT_MS = 60_000;

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the header names none (the caller picks one). */
  fileName: string | null;
}

/** GET /api/patronage/patronaged/excel/ — the patronager's list as an .xlsx file. */
export async function downloadPatronagedExcel(): Promise<DownloadedFile> {
  try {
    const response = await http.get('api/patronage/patronaged/excel/', { timeout: EXPORT_TIMEOUT_MS });
    const blob = await response.blob();
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** `attachment; filename="x.xlsx"` or RFC 5987 `filename*=UTF-8''x.xlsx` (preferred when both are there). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return safeName(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  return safeName((plain?.[1] ?? plain?.[2] ?? '').trim());
}

/** Only the last path segment, so a header cannot steer where the browser would save. */
function safeName(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}
