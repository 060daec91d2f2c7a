import { useTranslation } from 'react-i18next';
import { normalizeDiasporaReferenceEdit, type DiasporaReferenceEdit } from '../../../contract/diaspora-reference-edit';
import type { FieldConflict } from '../../../collections/field-conflict';
import type { LocalDiasporaReference } from '../../../db/database';
import { ConflictTable, conflictRows } from '../../../ui/offline-list/conflict-table';
import { DIASPORA_NS } from '../i18n/namespace';
import { resolveDiasporaConflict } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';

interface ConflictViewProps {
  userId: number;
  record: LocalDiasporaReference;
  lists: DiasporaLists;
  /** The stopped change read field by field, and the server's fresh values. */
  stopped: { conflict: FieldConflict<DiasporaReferenceEdit>; server: DiasporaReferenceEdit };
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
 * Another device changed fields of this reference the member changed too (409): the member
 * decides, per field, which version stays. Their side shows their changes over the server's others.
 */
export function ConflictView({ userId, record, lists, stopped, reason, onResolved }: ConflictViewProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const mine = normalizeDiasporaReferenceEdit(stopped.conflict.mine);
  const server = normalizeDiasporaReferenceEdit(stopped.server);

  const rows = conflictRows(FIELDS, mine, server, t, (field, edit) => {
    if (field === 'country_id') return lists.countries.get(edit.country_id)?.country_name ?? t('common.unknown');
    if (field === 'reference_type') return lists.types.get(edit.reference_type)?.label ?? t('common.unknown');
    const value = edit[field];
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    return value === null ? t('common.unknown') : String(value);
  }, stopped.conflict.contested);

  return (
    <ConflictTable
      testId="diaspora-conflict"
      rows={rows}
      texts={{ title: t('conflict.title'), intro: t('conflict.intro'), resolved: t('form.editSuccess'), failed: t('form.editFailure') }}
      reason={reason}
      onConfirm={(choices) => resolveDiasporaConflict(userId, record, choices)}
      onResolved={onResolved}
      logTag="diaspora-references"
    />
  );
}
