import { useTranslation } from 'react-i18next';
import { normalizeEmigrantReferenceEdit, type EmigrantReferenceEdit } from '../../../contract/emigrant-reference-edit';
import type { LocalEmigrantReference } from '../../../db/database';
import { ConflictTable, conflictRows } from '../../../ui/offline-list/conflict-table';
import { EMIGRANT_NS } from '../i18n/namespace';
import { keepMyEmigrantEdit, takeServerEmigrantEdit } from '../store';

interface ConflictViewProps {
  userId: number;
  record: LocalEmigrantReference;
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
 * The server stopped the member's change: another device changed the reference after this one
 * last saw it (409), or the server refused it. The member decides which version stays.
 */
export function ConflictView({ userId, record, reason, onResolved }: ConflictViewProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const mine = record.state.value && normalizeEmigrantReferenceEdit(record.state.value);
  const server = record.serverState.value && normalizeEmigrantReferenceEdit(record.serverState.value);
  const rows = conflictRows<EmigrantReferenceEdit, EmigrantReferenceEdit | null>(FIELDS, mine, server, t, (field, edit) => edit?.[field] || t('conflict.none'));

  return (
    <ConflictTable
      testId="emigrant-conflict"
      rows={rows}
      texts={{
        // Without a server copy there is nothing to compare with: the server refused a new reference.
        title: t(server ? 'conflict.title' : 'conflict.refusedTitle'),
        intro: t('conflict.intro'),
        resolved: t('form.editSuccess'),
        failed: t('form.editFailure'),
        ...(server ? {} : { takeServer: t('conflict.discardMine') }),
      }}
      reason={reason}
      onKeepMine={() => keepMyEmigrantEdit(userId, record)}
      onTakeServer={() => takeServerEmigrantEdit(userId, record)}
      onResolved={onResolved}
      logTag="emigrant-references"
      keepMinePalette="brand"
    />
  );
}
