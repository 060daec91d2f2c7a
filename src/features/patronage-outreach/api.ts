import { getWithToken, type TokenGetOptions } from '../../api/token-get';
import { countries, myVotersColors, politicalPreferences, type Country, type MyVotersColors, type PoliticalPreference } from '../../contract/patronaged-voters';
import { myReferencedVoters, type MyReferencedVoters } from '../../contract/referred-voters';

export type ListFetchOptions = TokenGetOptions;

/** Records per list request while downloading a whole list (the server allows up to 1,000). */
export const DOWNLOAD_PAGE_SIZE = 500;

/** Every page of a paged list ({data, count}), in order. */
export async function fetchAllPages<T>(fetchPage: (offset: number, limit: number) => Promise<{ data: T[]; count: number }>): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await fetchPage(items.length, DOWNLOAD_PAGE_SIZE);
    items.push(...page.data);
    if (page.data.length === 0 || items.length >= page.count) return items;
  }
}

/** GET /api/patronage/my-referenced-voters/ — one page of the member's referred voters. */
export function fetchReferredPage(token: string, offset: number, limit: number, options: ListFetchOptions = {}): Promise<MyReferencedVoters> {
  return getWithToken(`/api/patronage/my-referenced-voters/?offset=${offset}&limit=${limit}`, token, myReferencedVoters, options);
}

/** GET /api/patronage/myvoters-colors/ — one page of the patronager's voters with their colours. */
export function fetchPatronagedPage(token: string, offset: number, limit: number, options: ListFetchOptions = {}): Promise<MyVotersColors> {
  return getWithToken(`/api/patronage/myvoters-colors/?offset=${offset}&limit=${limit}`, token, myVotersColors, options);
}

/** GET /api/patronage/politicalpreference/ */
export function fetchPreferences(token: string, options: ListFetchOptions = {}): Promise<PoliticalPreference[]> {
  return getWithToken('/api/patronage/politicalpreference/', token, politicalPreferences, options);
}

/** GET /api/patronage/country-emigrant/ */
export function fetchCountries(token: string, options: ListFetchOptions = {}): Promise<Country[]> {
  return getWithToken('/api/patronage/country-emigrant/', token, countries, options);
}
