import { editableConflict } from '../../../collections/field-conflict';
import type { LocalDiasporaReference } from '../../../db/database';
import { parseDiasporaDesired } from '../../../sync/kinds/diaspora-kinds';

/** The member's edit of a reference stopped in the outbox, read field by field against the server's fresh copy. */
export function diasporaConflict(record: LocalDiasporaReference, desired: unknown) {
  return editableConflict(record, desired, parseDiasporaDesired);
}
