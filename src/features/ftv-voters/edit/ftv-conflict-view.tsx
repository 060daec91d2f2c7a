import { useTranslation } from 'react-i18next';
import { normalizeFtvVoterEdit, type FtvVoterEdit } from '../../../contract/ftv-voter-edit';
import type { LocalFtvVoter } from '../../../db/database';
import { ConflictTable, conflictRows } from '../../../ui/offline-list/conflict-table';
import { preferenceName, type Preferences } from '../format';
import { FTV_NS } from '../i18n/namespace';
import { SafetyTag } from '../list/safety-tag';
import { resolveFtvConflict } from '../store';
import { ftvConflict } from './ftv-conflict';

interface FtvConflictViewProps {
  userId: number;
  record: LocalFtvVoter;
  preferences: Preferences;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  /** The stopped row's desired state: which fields the member changed, from which values. */
  desired: unknown;
  onResolved: () => void;
}

type Field = keyof FtvVoterEdit;

/** The form's fields in its order, with their labels (keys of the namespace). */
const FIELDS: readonly [Field, string][] = [
  ['political_preference_id', 'form.preference'],
  ['safety_rating', 'form.safety'],
  ['email', 'form.email'],
  ['phone', 'form.phone'],
  ['comment', 'form.comment'],
];

/**
 * Another device changed fields of this assessment the member changed too (409): the member
 * decides, per field, which version stays. Their side shows their changes over the server's others.
 */
export function FtvConflictView({ userId, record, preferences, reason, desired, onResolved }: FtvConflictViewProps) {
  const { t } = useTranslation(FTV_NS);
  const conflict = ftvConflict(record, desired);
  const mine = normalizeFtvVoterEdit(conflict.mine);
  const server = normalizeFtvVoterEdit(record.serverEdit);

  const rows = conflictRows(FIELDS, mine, server, t, (field, edit) => {
    if (field === 'safety_rating') return <SafetyTag rating={edit.safety_rating} />;
    if (field === 'political_preference_id') return preferenceName(edit.political_preference_id, record.item, preferences) ?? t('list.none');
    return edit[field] ?? t('list.none');
  }, conflict.contested);

  return (
    <ConflictTable
      testId="ftv-conflict"
      rows={rows}
      // This area's Russian 'differs' is its own word.
      texts={{ title: t('conflict.title'), intro: t('conflict.intro'), resolved: t('form.success'), failed: t('form.failure'), differs: t('conflict.differs') }}
      reason={reason}
      onConfirm={(choices) => resolveFtvConflict(userId, record.id, choices)}
      onResolved={onResolved}
      logTag="ftv-voters"
    />
  );
}
