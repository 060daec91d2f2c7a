import { emigrantEditOfListed, type EmigrantReferenceEdit } from '../contract/emigrant-reference-edit';
import type { EmigrantReference } from '../contract/emigrant-references';
import type { LocalEmigrantReference } from '../db/database';
import { foldText } from '../lib/fold-text';
import { emigrantKind, parseEmigrantDesired } from '../sync/kinds/emigrant-kinds';
import { editableCollection } from './editable-records';

/** The folded search fields of an emigrant reference (the list is searched on the device). */
export function foldedEmigrant(edit: EmigrantReferenceEdit): LocalEmigrantReference['folded'] {
  return {
    name: foldText(edit.name),
    surname: foldText(edit.surname),
    phone: foldText(edit.phone),
    city: foldText(edit.city),
    city_albania: foldText(edit.city_albania),
    referues_name: foldText(edit.referues_name ?? ''),
  };
}

/** The member's emigrant references (spec 02 §2.13): created, edited and deleted offline. */
export const emigrantReferences = editableCollection<LocalEmigrantReference, EmigrantReferenceEdit, { country_id: number }, EmigrantReference>({
  spec: emigrantKind,
  parse: parseEmigrantDesired,
  table: (db) => db.emigrantReferences,
  download: {
    entityId: (item) => String(item.id),
    clientRef: (item) => item.client_ref ?? null,
    value: (item) => emigrantEditOfListed(item),
    toRecord: (item, userId, merged) => ({
      userId,
      key: String(item.id),
      country: item.country,
      create_date: item.create_date,
      state: merged.intent,
      serverState: merged.server,
      serverAt: merged.serverAt,
      folded: foldedEmigrant(merged.intent.value ?? emigrantEditOfListed(item)),
    }),
  },
  // The list is searched by the member's values as soon as they are saved; a delete keeps the last ones.
  derive: (record) => {
    const value = record.state.value ?? record.serverState.value;
    return value === null ? {} : { folded: foldedEmigrant(value) };
  },
  name: (record) => {
    const edit = record.state.value ?? record.serverState.value;
    return edit ? `${edit.name} ${edit.surname}` : '';
  },
  actions: { add: 'emigrantAdd', edit: 'emigrantEdit', remove: 'emigrantRemove' },
});
