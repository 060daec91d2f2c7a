import { useTranslation } from 'react-i18next';
import { normalizePatronagedEdit, type PatronagedEdit } from '../../../contract/patronaged-edit';
import type { LocalPatronaged } from '../../../db/database';
import { ConflictTable, conflictRows } from '../../../ui/offline-list/conflict-table';
import { safetyKey, yesNoKey } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';
import { resolvePatronagedConflict } from '../store';
import { patronagedConflict } from './patronaged-conflict';
import { displayedVoter, type ReferenceLists } from './displayed-voter';

interface ConflictViewProps {
  userId: number;
  record: LocalPatronaged;
  lists: ReferenceLists;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  /** The stopped row's desired state: which fields the member changed, from which values. */
  desired: unknown;
  onResolved: () => void;
}

type Field = keyof PatronagedEdit;

/** Field labels in the form's order (keys of the namespace). */
const FIELDS: readonly [Field, string][] = [
  ['political_preference_id', 'edit.preference'],
  ['safety_rating', 'edit.safety'],
  ['phone', 'common.phone'],
  ['email', 'edit.email'],
  ['comment', 'edit.comment'],
  ['is_emigrant', 'edit.emigrant'],
  ['country_emigrant_id', 'edit.country'],
  ['emigrant_city', 'edit.city'],
  ['emigrant_address', 'edit.address'],
  ['emigrant_zipcode', 'edit.zip'],
  ['emigrant_has_documents', 'edit.hasDocuments'],
  ['emigrant_votes_in_box', 'edit.votesInBox'],
];

/**
 * Another device changed fields of this voter the member changed too (409): the member decides, per
 * field, which version stays. Their side shows their changes over the server's other values.
 */
export function ConflictView({ userId, record, lists, reason, desired, onResolved }: ConflictViewProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const conflict = patronagedConflict(record, desired);
  const mine = normalizePatronagedEdit(conflict.mine);
  const server = normalizePatronagedEdit(record.serverEdit);
  // Names of the preference and country as the member's and the server's versions show them.
  const shown = {
    mine: displayedVoter({ item: record.item, edit: mine }, lists),
    theirs: displayedVoter({ item: record.item, edit: server }, lists),
  };

  const rows = conflictRows(FIELDS, mine, server, t, (field, edit, side) => {
    if (field === 'political_preference_id') return shown[side].political_preference?.name || t('common.unknown');
    if (field === 'country_emigrant_id') return shown[side].emigrant_info?.country_emigrant?.country_name || t('common.unknown');
    if (field === 'safety_rating') return t(safetyKey(edit.safety_rating) ?? 'common.unknown');
    const value = edit[field];
    if (typeof value === 'boolean' || value === null) return t(yesNoKey(value));
    return String(value);
  }, conflict.contested);

  return (
    <ConflictTable
      testId="patronaged-conflict"
      rows={rows}
      texts={{ title: t('conflict.title'), intro: t('conflict.intro'), resolved: t('edit.success'), failed: t('edit.failure') }}
      reason={reason}
      onConfirm={(choices) => resolvePatronagedConflict(userId, record.id, choices)}
      onResolved={onResolved}
      logTag="patronage-outreach"
    />
  );
}
