import { editOfListed, type PatronagedEdit } from '../../../contract/patronaged-edit';
import type { PatronagedVoter, PoliticalPreference } from '../../../contract/patronaged-voters';
import type { ReferenceLists } from './displayed-voter';

export const PREFERENCES: PoliticalPreference[] = [
  { id: 1, name: 'Mbështetës', stance: 'supporter' },
  { id: 2, name: 'I pavendosur', stance: 'undecided' },
  { id: 3, name: 'Negativ', stance: 'negative' },
  { id: 4, name: 'Kundër', stance: 'opposed' },
];

export const LISTS: ReferenceLists = {
  preferences: new Map(PREFERENCES.map((p) => [p.id, p])),
  countries: new Map([
    [5, { id: 5, country_name: 'Italia' }],
    [6, { id: 6, country_name: 'Gjermania' }],
  ]),
};

/** A listed voter as the server sends it; `overrides` replaces top-level fields. */
export function patronagedVoter(id: number, overrides: Partial<PatronagedVoter> = {}): PatronagedVoter {
  return {
    id,
    voter: {
      id: 1000 + id,
      nid: `J${String(id).padStart(8, '0')}A`,
      name: 'Ana',
      surname: 'Hoxha',
      father_name: 'Petrit',
      qv: { code: '1234/01' },
      list_number: id,
      building_number: null,
      dob: '1980-01-02',
      age: 45,
      phone: '0691111111',
      email: null,
      is_emigrant: false,
      first_time: false,
      is_partymember: false,
    },
    political_preference: { id: 1, name: 'Mbështetës' },
    safety_rating: 1,
    verified: true,
    voter_color: 'white',
    has_reference: false,
    comment: null,
    emigrant_info: null,
    ...overrides,
  };
}

/** The device's record of a voter: the server copy, and the member's edit (the server's values by default). */
export function localRecord(item: PatronagedVoter, edit: Partial<PatronagedEdit> = {}) {
  return { item, edit: { ...editOfListed(item), ...edit } };
}
