import { useTranslation } from 'react-i18next';
import { normalizeFtvVoterEdit, type FtvVoterEdit } from '../../../contract/ftv-voter-edit';
import type { LocalFtvVoter } from '../../../db/database';
import { ConflictTable, conflictRows } from '../../../ui/offline-list/conflict-table';
import { preferenceName, type Preferences } from '../format';
import { FTV_NS } from '../i18n/namespace';
import { SafetyTag } from '../list/safety-tag';
import { keepMyFtvEdit, takeServerFtvEdit } from '../store';

interface FtvConflictViewProps {
  userId: number;
  record: LocalFtvVoter;
  preferences: Preferences;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
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
 * Another device assessed this voter after the member's change was made (409): the member decides
 * which version stays.
 */
export function FtvConflictView({ userId, record, preferences, reason, onResolved }: FtvConflictViewProps) {
  const { t } = useTranslation(FTV_NS);
  const mine = normalizeFtvVoterEdit(record.edit);
  const server = normalizeFtvVoterEdit(record.serverEdit);

  const rows = conflictRows(FIELDS, mine, server, t, (field, edit) => {
    if (field === 'safety_rating') return <SafetyTag rating={edit.safety_rating} />;
    if (field === 'political_preference_id') return preferenceName(edit.political_preference_id, record.item, preferences) ?? t('list.none');
    return edit[field] ?? t('list.none');
  });

  return (
    <ConflictTable
      testId="ftv-conflict"
      rows={rows}
      // This area's Russian 'differs' is its own word.
      texts={{ title: t('conflict.title'), intro: t('conflict.intro'), resolved: t('form.success'), failed: t('form.failure'), differs: t('conflict.differs') }}
      reason={reason}
      onKeepMine={() => keepMyFtvEdit(userId, record.id)}
      onTakeServer={() => takeServerFtvEdit(userId, record.id)}
      onResolved={onResolved}
      logTag="ftv-voters"
      // Three equal columns that wrap, not a sideways scroll: on a phone both versions stay in view.
      layout="wrap"
    />
  );
}
