import { conflictOfRow, type FieldConflict } from '../../../collections/field-conflict';
import type { PatronagedEdit } from '../../../contract/patronaged-edit';
import type { LocalPatronaged } from '../../../db/database';
import { parsePatronagedDesired } from '../../../sync/kinds/patronaged-kinds';

/** The member's change of a voter stopped in the outbox, read field by field against the server's fresh copy. */
export function patronagedConflict(record: LocalPatronaged, desired: unknown): FieldConflict<PatronagedEdit> {
  return conflictOfRow(desired, parsePatronagedDesired, record.edit, record.serverEdit);
}
