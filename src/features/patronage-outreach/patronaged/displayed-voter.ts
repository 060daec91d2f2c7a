import { voterColor, type PatronagedEdit, type VoterColor } from '../../../contract/patronaged-edit';
import type { Country, PatronagedVoter, PoliticalPreference } from '../../../contract/patronaged-voters';
import type { LocalPatronaged } from '../../../db/database';

export interface ReferenceLists {
  preferences: ReadonlyMap<number, PoliticalPreference>;
  countries: ReadonlyMap<number, Country>;
}

/** The preference of an edit by id: from the list, or (list not downloaded yet) the server copy's own. */
function preferenceOf(id: number | null, item: PatronagedVoter, lists: ReferenceLists): { id: number; name: string } | null {
  if (id === null) return null;
  const listed = lists.preferences.get(id);
  if (listed) return { id, name: listed.name };
  return item.political_preference?.id === id ? item.political_preference : { id, name: '' };
}

function countryOf(id: number | null, item: PatronagedVoter, lists: ReferenceLists): Country | null {
  if (id === null) return null;
  const own = item.emigrant_info?.country_emigrant;
  return lists.countries.get(id) ?? (own?.id === id ? own : { id, country_name: '' });
}

/**
 * A row's colour (spec 02 §4) from the member's edit, so an offline edit recolours at once. When
 * the preference list is not on the device yet, an unchanged preference keeps the server's colour.
 */
export function rowColor(record: Pick<LocalPatronaged, 'item' | 'edit'>, preferences: ReferenceLists['preferences']): VoterColor {
  const id = record.edit.political_preference_id;
  if (id === null) return voterColor(null, record.item.has_reference);
  const stance = preferences.get(id)?.stance;
  if (stance !== undefined) return voterColor(stance, record.item.has_reference);
  return record.item.political_preference?.id === id ? record.item.voter_color : 'white';
}

/**
 * The voter as the member sees it: the server's copy with the member's edit applied (and the
 * colour recomputed). What the table shows and what an offline export writes.
 */
export function displayedVoter(record: Pick<LocalPatronaged, 'item' | 'edit'>, lists: ReferenceLists): PatronagedVoter {
  const { item } = record;
  const edit: PatronagedEdit = record.edit;
  return {
    ...item,
    voter: { ...item.voter, phone: edit.phone, email: edit.email, is_emigrant: edit.is_emigrant },
    political_preference: preferenceOf(edit.political_preference_id, item, lists),
    safety_rating: edit.safety_rating,
    comment: edit.comment,
    voter_color: rowColor(record, lists.preferences),
    emigrant_info: edit.is_emigrant
      ? {
          country_emigrant: countryOf(edit.country_emigrant_id, item, lists),
          city: edit.emigrant_city,
          address: edit.emigrant_address,
          zip_code: edit.emigrant_zipcode,
          has_regular_documents: edit.emigrant_has_documents,
          votes_in_box: edit.emigrant_votes_in_box,
        }
      : null,
  };
}
