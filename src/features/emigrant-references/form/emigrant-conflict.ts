import { editableConflict } from '../../../collections/field-conflict';
import type { LocalEmigrantReference } from '../../../db/database';
import { parseEmigrantDesired } from '../../../sync/kinds/emigrant-kinds';

/** The member's edit of a reference stopped in the outbox, read field by field against the server's fresh copy. */
export function emigrantConflict(record: LocalEmigrantReference, desired: unknown) {
  return editableConflict(record, desired, parseEmigrantDesired);
}
