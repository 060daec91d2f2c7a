import { ftvEditOfListed, type FtvVoterEdit } from '../../contract/ftv-voter-edit';
import type { FtvVoter } from '../../contract/ftv-voters';
import type { PoliticalPreference } from '../../contract/patronaged-voters';
import type { LocalFtvVoter } from '../../db/database';
import { foldText } from '../../lib/fold-text';
import type { Preferences } from './format';

export const USER = 7;

export const PREFERENCES: PoliticalPreference[] = [
  { id: 1, name: 'Mbështetës', stance: 'supporter' },
  { id: 2, name: 'I pavendosur', stance: 'undecided' },
  { id: 3, name: 'Kundër', stance: 'opposed' },
];

export const PREFERENCE_MAP: Preferences = new Map(PREFERENCES.map((p) => [p.id, p]));

/** A listed first-time voter as the server sends it, not assessed yet; `overrides` replaces top-level fields. */
export function ftvItem(id: number, overrides: Partial<FtvVoter> = {}, voter: Partial<FtvVoter['voter']> = {}): FtvVoter {
  return {
    id,
    voter: {
      id: 900 + id,
      nid: `K${String(id).padStart(8, '0')}B`,
      name: 'Era',
      surname: `Dema ${String(id).padStart(2, '0')}`,
      father_name: 'Ilir',
      dob: '2007-03-09',
      gender: 'F',
      qv: { code: `11${String(id % 3).padStart(2, '0')}` },
      ...voter,
    },
    political_preference: null,
    safety_rating: 0,
    email: null,
    phone: null,
    comment: null,
    ...overrides,
  };
}

/** The device's record of a voter: the server copy, the member's edit (the server's values by default) and the folded search fields. */
export function localFtv(item: FtvVoter, edit: Partial<FtvVoterEdit> = {}, serverEdit: Partial<FtvVoterEdit> = {}): LocalFtvVoter {
  const listed = ftvEditOfListed(item);
  const { voter } = item;
  return {
    userId: USER,
    id: item.id,
    item,
    edit: { ...listed, ...edit },
    serverEdit: { ...listed, ...serverEdit },
    folded: { code: foldText(voter.nid), name: foldText(voter.name), surname: foldText(voter.surname), qv_code: foldText(voter.qv.code) },
  };
}
