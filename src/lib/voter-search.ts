import { foldText } from './fold-text';

/** What the voting-day search form holds: the raw text of its two fields. */
export interface VoterQuery {
  /** "name surname": the first word is matched against the name, the rest against the surname. */
  general: string;
  /** The list number as typed; must be a whole number ≥ 1 when given. */
  listNumber: string;
}

/** The fields a searchable voter needs. `folded` is foldText(name + ' ' + surname). */
export interface SearchableVoter {
  folded: string;
  list_number: number;
}

/** Validation codes; the screen maps them to the spec's messages. */
export type VoterSearchError = 'general-too-short' | 'list-number-invalid';

/** The spec's minimum length of the general field (spec 02 §5, §9). */
export const GENERAL_MIN_LENGTH = 3;

interface Criteria {
  /** Folded prefix of the name, or null when the general field is empty. */
  name: string | null;
  /** Folded prefix of the surname (may hold spaces for compound surnames), or null. */
  surname: string | null;
  listNumber: number | null;
}

export type VoterQueryCheck = { ok: true; criteria: Criteria; empty: boolean } | { ok: false; errors: VoterSearchError[] };

/**
 * Validates the form. Both fields are checked so the screen can show every error at once.
 * An empty form is valid and `empty`: the caller decides what "no search" shows.
 */
export function checkVoterQuery(query: VoterQuery): VoterQueryCheck {
  const errors: VoterSearchError[] = [];
  const general = query.general.trim().replace(/\s+/g, ' ');
  const listText = query.listNumber.trim();

  if (general.length > 0 && general.length < GENERAL_MIN_LENGTH) errors.push('general-too-short');

  let listNumber: number | null = null;
  if (listText.length > 0) {
    // Digits only: "1e2", "-3", "2.5" and "0" are all refused rather than coerced.
    const parsed = /^\d+$/.test(listText) ? Number(listText) : NaN;
    if (!Number.isSafeInteger(parsed) || parsed < 1) errors.push('list-number-invalid');
    else listNumber = parsed;
  }
  if (errors.length > 0) return { ok: false, errors };

  let name: string | null = null;
  let surname: string | null = null;
  if (general.length > 0) {
    const folded = foldText(general);
    const space = folded.indexOf(' ');
    name = space < 0 ? folded : folded.slice(0, space);
    surname = space < 0 ? null : folded.slice(space + 1);
  }
  return { ok: true, criteria: { name, surname, listNumber }, empty: name === null && listNumber === null };
}

export type VoterSearchResult<T> =
  | { kind: 'empty'; voters: readonly T[] }
  | { kind: 'matches'; voters: T[] }
  | { kind: 'invalid'; errors: VoterSearchError[] };

/**
 * Voting-day search (spec 02 §5): prefix match ignoring case with ë→e and ç→c; the first word
 * must start the name, the second must start a later word (the surname, which is the only later
 * word for the usual one-word names); the list number must match exactly; both fields combine.
 * An empty form returns every voter unchanged (kind 'empty'). Pure and allocation-light: it only
 * compares prefixes of the pre-folded strings, so 10 000 voters take well under a frame.
 */
export function searchVoters<T extends SearchableVoter>(voters: readonly T[], query: VoterQuery): VoterSearchResult<T> {
  const check = checkVoterQuery(query);
  if (!check.ok) return { kind: 'invalid', errors: check.errors };
  if (check.empty) return { kind: 'empty', voters };
  const { name, surname, listNumber } = check.criteria;
  const surnameNeedle = surname === null ? null : ' ' + surname;
  const matches: T[] = [];
  for (const voter of voters) {
    if (listNumber !== null && voter.list_number !== listNumber) continue;
    if (name !== null && !voter.folded.startsWith(name)) continue;
    // The name is a single word here, so any " <surname>" found lies after it.
    if (surnameNeedle !== null && !voter.folded.includes(surnameNeedle, name === null ? 0 : name.length)) continue;
    matches.push(voter);
  }
  return { kind: 'matches', voters: matches };
}
