import { useTranslation } from 'react-i18next';
import { normalizeEmigrantReferenceEdit, type EmigrantReferenceEdit } from '../../../contract/emigrant-reference-edit';
import type { LocalEmigrantReference } from '../../../db/database';
import type { FieldConflict } from '../../../collections/field-conflict';
import { ConflictTable, conflictRows } from '../../../ui/offline-list/conflict-table';
import { EMIGRANT_NS } from '../i18n/namespace';
import { resolveEmigrantConflict } from '../store';

interface ConflictViewProps {
  userId: number;
  record: LocalEmigrantReference;
  /** The stopped change read field by field, and the server's fresh values. */
  stopped: { conflict: FieldConflict<EmigrantReferenceEdit>; server: EmigrantReferenceEdit };
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  onResolved: () => void;
}

/** Field labels in the form's order (keys of the namespace); the country cannot differ. */
const FIELDS: readonly [keyof EmigrantReferenceEdit, string][] = [
  ['city', 'fields.city'],
  ['city_albania', 'fields.cityAlbania'],
  ['name', 'fields.name'],
  ['surname', 'fields.surname'],
  ['phone', 'fields.phone'],
  ['referues_name', 'fields.referrer'],
];

/**
 * Another device changed fields of this reference the member changed too (409): the member
 * decides, per field, which version stays. Their side shows their changes over the server's others.
 */
export function ConflictView({ userId, record, stopped, reason, onResolved }: ConflictViewProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const mine = normalizeEmigrantReferenceEdit(stopped.conflict.mine);
  const server = normalizeEmigrantReferenceEdit(stopped.server);
  const rows = conflictRows(FIELDS, mine, server, t, (field, edit) => edit[field] || t('conflict.none'), stopped.conflict.contested);

  return (
    <ConflictTable
      testId="emigrant-conflict"
      rows={rows}
      texts={{ title: t('conflict.title'), intro: t('conflict.intro'), resolved: t('form.editSuccess'), failed: t('form.editFailure') }}
      reason={reason}
      onConfirm={(choices) => resolveEmigrantConflict(userId, record, choices)}
      onResolved={onResolved}
      logTag="emigrant-references"
      keepMinePalette="brand"
    />
  );
}
