import { diasporaReferenceTypes, type DiasporaReferenceType } from '../contract/diaspora-references';
import { countries, politicalPreferences, type Country, type PoliticalPreference } from '../contract/patronaged-voters';
import { getWithToken, type TokenGetOptions } from './token-get';

/** GET /api/patronage/politicalpreference/ — the same for every member. */
export function fetchPreferences(token: string, options: TokenGetOptions = {}): Promise<PoliticalPreference[]> {
  return getWithToken('/api/patronage/politicalpreference/', token, politicalPreferences, options);
}

/** GET /api/patronage/country-emigrant/ — the same for every member. */
export function fetchCountries(token: string, options: TokenGetOptions = {}): Promise<Country[]> {
  return getWithToken('/api/patronage/country-emigrant/', token, countries, options);
}

/** GET /api/patronage/diaspora-reference-types/ — the same for every member. */
export function fetchDiasporaReferenceTypes(token: string, options: TokenGetOptions = {}): Promise<DiasporaReferenceType[]> {
  return getWithToken('/api/patronage/diaspora-reference-types/', token, diasporaReferenceTypes, options);
}
