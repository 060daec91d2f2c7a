import { useTranslation } from 'react-i18next';
import { normalizeDiasporaReferenceEdit, type DiasporaReferenceEdit } from '../../../contract/diaspora-reference-edit';
import type { LocalDiasporaReference } from '../../../db/database';
import { ConflictTable, conflictRows } from '../../../ui/offline-list/conflict-table';
import { DIASPORA_NS } from '../i18n/namespace';
import { keepMyDiasporaEdit, takeServerDiasporaEdit } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';

interface ConflictViewProps {
  userId: number;
  record: LocalDiasporaReference;
  lists: DiasporaLists;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  onResolved: () => void;
}

type Field = keyof DiasporaReferenceEdit;

/** Field labels in the form's order (keys of the namespace). */
const FIELDS: readonly [Field, string][] = [
  ['country_id', 'common.country'],
  ['reference_type', 'common.referenceType'],
  ['emigrant_phone', 'common.phone'],
  ['emigrant_city', 'common.city'],
  ['zip_code', 'common.zip'],
  ['note', 'common.note'],
  ['has_referues', 'form.hasReferrer'],
  ['referues_name', 'form.referrerName'],
  ['referues_surname', 'form.referrerSurname'],
  ['referues_phone', 'form.referrerPhone'],
];

/**
 * Another device changed this reference after the member's edit was made (the server answered
 * 409): the member decides which version stays.
 */
export function ConflictView({ userId, record, lists, reason, onResolved }: ConflictViewProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const mine = record.state.value && normalizeDiasporaReferenceEdit(record.state.value);
  const server = record.serverState.value && normalizeDiasporaReferenceEdit(record.serverState.value);

  const rows = conflictRows<DiasporaReferenceEdit, DiasporaReferenceEdit | null>(FIELDS, mine, server, t, (field, edit) => {
    if (edit === null) return t('common.unknown');
    if (field === 'country_id') return lists.countries.get(edit.country_id)?.country_name ?? t('common.unknown');
    if (field === 'reference_type') return lists.types.get(edit.reference_type)?.label ?? t('common.unknown');
    const value = edit[field];
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    return value === null ? t('common.unknown') : String(value);
  });

  return (
    <ConflictTable
      testId="diaspora-conflict"
      rows={rows}
      texts={{ title: t('conflict.title'), intro: t('conflict.intro'), resolved: t('form.editSuccess'), failed: t('form.editFailure') }}
      reason={reason}
      onKeepMine={() => keepMyDiasporaEdit(userId, record)}
      onTakeServer={() => takeServerDiasporaEdit(userId, record)}
      onResolved={onResolved}
      logTag="diaspora-references"
    />
  );
}
