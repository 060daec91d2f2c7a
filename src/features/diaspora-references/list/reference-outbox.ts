import type { LocalDiasporaReference, LocalDiasporaStatus } from '../../../db/database';
import type { OutboxRows, RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { diasporaRowKey, diasporaStatusRowKey, statusRecordOf } from '../store';

/**
 * A reference's one mark over its two kinds of change (the reference itself, its voting flags):
 * the row needs attention if either does, waits if either waits, and is sent once both are.
 */
export function referenceOutbox(
  record: LocalDiasporaReference,
  statuses: ReadonlyMap<string, LocalDiasporaStatus>,
  outbox: OutboxRows,
): RowOutbox | undefined {
  const own = outbox.get(diasporaRowKey(record));
  const status = statusRecordOf(record, statuses);
  const flags = status ? outbox.get(diasporaStatusRowKey(status)) : undefined;
  if (own?.state === 'attention') return own;
  if (flags?.state === 'attention') return flags;
  return own ?? flags;
}
