import { getWithTokenAt, type TokenGetOptions, type Watermarked } from '../../api/token-get';
import { myVotersColors, type MyVotersColors } from '../../contract/patronaged-voters';
import { myReferencedVoters, type MyReferencedVoters } from '../../contract/referred-voters';

export type ListFetchOptions = TokenGetOptions;

export { DOWNLOAD_PAGE_SIZE, fetchAllPagesAt } from '../../api/paged-download';
export { fetchCountries, fetchPreferences } from '../../api/reference-lists';

/** GET /api/patronage/my-referenced-voters/ — one page of the member's referred voters. */
export function fetchReferredPage(token: string, offset: number, limit: number, options: ListFetchOptions = {}): Promise<Watermarked<MyReferencedVoters>> {
  return getWithTokenAt(`/api/patronage/my-referenced-voters/?offset=${offset}&limit=${limit}`, token, myReferencedVoters, options);
}

/** GET /api/patronage/myvoters-colors/ — one page of the patronager's voters with their colours. */
export function fetchPatronagedPage(token: string, offset: number, limit: number, options: ListFetchOptions = {}): Promise<Watermarked<MyVotersColors>> {
  return getWithTokenAt(`/api/patronage/myvoters-colors/?offset=${offset}&limit=${limit}`, token, myVotersColors, options);
}
