import { DIASPORA_STATUS_KIND } from '../../sync/kinds/diaspora-kinds';
import { TASK_ATTENDANCE_KIND } from '../../sync/kinds/member-task-kinds';
import { OBSERVER_VOTE_KIND, PATRONAGE_VOTE_KIND } from '../../sync/kinds/vote-kinds';

/**
 * Which fields of which tables hold personal data and are stored encrypted (AES-GCM under the
 * member's data key, see data-key.ts). Only whole top-level fields: the keys and index fields
 * (userId, ids, qv_id, list_number, taskId…) stay in clear so every query still runs in
 * IndexedDB, and so do the flags the sync engine's acknowledgements change (voted, serverVoted,
 * completed, serverAt, outboxId), so the service worker can acknowledge a vote with no key.
 * The `folded` search fields hold folded names: they are sealed too, and searching happens on the
 * decrypted rows in memory (no index uses them).
 */
export const SEALED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  observerVoters: ['name', 'surname', 'father_name', 'folded'],
  patronageVoters: ['name', 'surname', 'father_name', 'phone', 'folded'],
  referredVoters: ['voter', 'referues', 'referues_phone', 'comment', 'folded'],
  patronagedVoters: ['item', 'edit', 'serverEdit', 'folded'],
  emigrantReferences: ['state', 'serverState', 'folded'],
  diasporaReferences: ['voter', 'state', 'serverState', 'folded'],
  ftvVoters: ['item', 'edit', 'serverEdit', 'folded'],
  cachedReads: ['value'],
  myInfo: ['info', 'serverInfo'],
  socialAccounts: ['accounts', 'serverAccounts'],
  taskParticipants: ['name', 'surname', 'photo'],
  taskReports: ['report', 'serverReport'],
  taskComments: ['comment'],
  taskDocUploads: ['description', 'fileName'],
  outbox: ['desired'],
};

/** Where a record keeps its sealed fields: 12 bytes of nonce, then the AES-GCM ciphertext and tag. */
export const SEALED = '_sealed';

/**
 * Outbox kinds whose request carries no personal field (a vote, a voting flag, a scan): their rows
 * stay readable, so the service worker (which never holds the key) can send them. A task's 'done'
 * or refusal carries none either (or the member's own words), but it is sealed all the same: it
 * must reach the server after the report and comments written before it, and those are sealed,
 * so a worker sending it alone would put it ahead of them.
 */
const PLAIN_KINDS: ReadonlySet<string> = new Set([OBSERVER_VOTE_KIND, PATRONAGE_VOTE_KIND, DIASPORA_STATUS_KIND, TASK_ATTENDANCE_KIND]);

export function outboxRowIsPlain(row: { kind?: unknown }): boolean {
  return typeof row.kind === 'string' && PLAIN_KINDS.has(row.kind);
}

/** True for a record read while its fields could not be decrypted (no key in memory, or another member's key). */
export function isSealed(record: unknown): boolean {
  return typeof record === 'object' && record !== null && SEALED in record;
}
