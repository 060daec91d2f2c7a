import { conflictOfRow, type FieldConflict } from '../../../collections/field-conflict';
import type { FtvVoterEdit } from '../../../contract/ftv-voter-edit';
import type { LocalFtvVoter } from '../../../db/database';
import { parseFtvDesired } from '../../../sync/kinds/ftv-kinds';

/** The member's assessment stopped in the outbox, read field by field against the server's fresh copy. */
export function ftvConflict(record: LocalFtvVoter, desired: unknown): FieldConflict<FtvVoterEdit> {
  return conflictOfRow(desired, parseFtvDesired, record.edit, record.serverEdit);
}
