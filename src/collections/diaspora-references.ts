import { diasporaEditOfListed, type DiasporaReferenceEdit } from '../contract/diaspora-reference-edit';
import type { DiasporaReference, DiasporaVoter } from '../contract/diaspora-references';
import type { LocalDiasporaReference } from '../db/database';
import { foldText } from '../lib/fold-text';
import { diasporaKind, parseDiasporaDesired, type DiasporaFixed } from '../sync/kinds/diaspora-kinds';
import { editableCollection } from './editable-records';

/** The folded search fields of a diaspora reference (spec 02 §2.14's text filters). */
export function foldedDiaspora(voter: DiasporaVoter, edit: DiasporaReferenceEdit): LocalDiasporaReference['folded'] {
  return {
    name: foldText(voter.name),
    surname: foldText(voter.surname),
    father_name: foldText(voter.father_name),
    referues_name: foldText(edit.referues_name ?? ''),
    referues_surname: foldText(edit.referues_surname ?? ''),
  };
}

/** The member's diaspora references (spec 02 §2.14); the voting flags are diasporaStatuses. */
export const diasporaReferences = editableCollection<LocalDiasporaReference, DiasporaReferenceEdit, DiasporaFixed, DiasporaReference>({
  spec: diasporaKind,
  parse: parseDiasporaDesired,
  table: (db) => db.diasporaReferences,
  download: {
    entityId: (item) => String(item.id),
    clientRef: (item) => item.client_ref ?? null,
    value: (item) => diasporaEditOfListed(item),
    toRecord: (item, userId, merged) => ({
      userId,
      key: String(item.id),
      voter: item.voter,
      evidenca: item.evidenca,
      create_date: item.create_date,
      state: merged.intent,
      serverState: merged.server,
      serverAt: merged.serverAt,
      folded: foldedDiaspora(item.voter, merged.intent.value ?? diasporaEditOfListed(item)),
    }),
  },
  derive: (record) => {
    const value = record.state.value ?? record.serverState.value;
    return value === null ? {} : { folded: foldedDiaspora(record.voter, value) };
  },
  name: (record) => `${record.voter.name} ${record.voter.surname}`,
  actions: { add: 'diasporaAdd', edit: 'diasporaEdit', remove: 'diasporaRemove' },
});
