import type { DiasporaStatus } from '../contract/diaspora-reference-edit';
import type { DiasporaReference } from '../contract/diaspora-references';
import type { LocalDiasporaStatus } from '../db/database';
import { DIASPORA_KIND, diasporaStatusKind, parseDiasporaStatusDesired } from '../sync/kinds/diaspora-kinds';
import { entityIdOf } from '../sync/outbox-row';
import { fieldByField } from './change-base';
import type { OfflineCollection } from './offline-collection';

export const NO_FLAGS: DiasporaStatus = { per_registered: false, envelope_received: false, voted: false };

export function statusOfListed(item: Pick<DiasporaReference, keyof DiasporaStatus>): DiasporaStatus {
  return { per_registered: item.per_registered, envelope_received: item.envelope_received, voted: item.voted };
}

/**
 * The voting flags of the member's diaspora references (spec 02 §4): registered in PER, envelope
 * received, voted. Apart from the reference's edits so that a flag is one small change, sent as
 * only the flags that changed: two coordinators marking different flags of one reference both win.
 * A reference created here is keyed by its local id until its create is confirmed.
 */
export const diasporaStatuses: OfflineCollection<LocalDiasporaStatus, DiasporaStatus, DiasporaReference> = {
  kind: diasporaStatusKind.kind,
  spec: diasporaStatusKind,
  localIdKind: DIASPORA_KIND,
  table: (db) => db.diasporaStatuses,
  keyOf: (entityId) => entityId,
  valueOf: (desired) => parseDiasporaStatusDesired(desired).value,
  intent: (record) => record.status,
  server: (record) => record.serverStatus,
  withIntent: (status) => ({ status }),
  withServer: (serverStatus, at) => ({ serverStatus, serverAt: at }),
  ...fieldByField(parseDiasporaStatusDesired, (record) => record.serverStatus, (record) => record.status),
  rekey: (record, serverId) => ({ ...record, key: serverId }),
  download: {
    entityId: (item) => String(item.id),
    clientRef: (item) => item.client_ref ?? null,
    value: statusOfListed,
    toRecord: (item, userId, merged) => ({ userId, key: String(item.id), status: merged.intent, serverStatus: merged.server, serverAt: merged.serverAt }),
  },
  describe: (row) => ({ action: 'diasporaStatus', name: null, entityId: entityIdOf(row) }),
};
