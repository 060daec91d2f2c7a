import type { TerrenDb } from './database';
import { META_KEYS } from './meta-keys';

const CLIENT_ID_META_KEY = META_KEYS.clientId;

/**
 * This device's random id (meta 'clientId'), created on first use. Sent with every vote so the
 * server's event log can tell devices apart; it identifies an installation, not a person.
 */
export async function getClientId(db: TerrenDb): Promise<string> {
  const existing = await db.meta.get(CLIENT_ID_META_KEY);
  if (typeof existing?.value === 'string') return existing.value;
  // In a transaction so two tabs starting together agree on one id.
  return db.transaction('rw', db.meta, async () => {
    const again = await db.meta.get(CLIENT_ID_META_KEY);
    if (typeof again?.value === 'string') return again.value;
    const id = crypto.randomUUID();
    await db.meta.put({ key: CLIENT_ID_META_KEY, value: id });
    return id;
  });
}
