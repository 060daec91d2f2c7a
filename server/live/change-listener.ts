import pg from 'pg';
import type { Database } from '../db/client';
import { createChangeHub, type ChangeHub } from './change-hub';

/** The channel migration 0016's triggers notify; the payload is a scope ('station:12'). */
export const CHANGE_CHANNEL = 'terren_voter_changes';

/** One LISTEN per instance, feeding the hub every open stream of the instance watches. */
export interface ChangeListener {
  hub: ChangeHub;
  close: () => Promise<void>;
}

export interface ListenOptions {
  /** PostgreSQL itself (DATABASE_DIRECT_URL, else DATABASE_URL): LISTEN does not survive PgBouncer's transaction mode. */
  url?: string;
  /** Told when the PostgreSQL listener's connection fails (it reconnects by itself). */
  onError?: (error: unknown) => void;
}

/**
 * PGlite (one process): its own in-process LISTEN. PostgreSQL: a dedicated connection outside
 * the pool, so it neither holds a pool slot nor goes through PgBouncer.
 */
export async function listenForChanges(database: Database, options: ListenOptions = {}): Promise<ChangeListener> {
  const hub = createChangeHub();
  if (database.kind === 'pglite') {
    const unlisten = await database.client.listen(CHANGE_CHANNEL, (payload) => hub.publish(payload));
    return { hub, close: () => (database.client.closed ? Promise.resolve() : unlisten()) };
  }
  if (options.url === undefined) throw new Error('listenForChanges: PostgreSQL needs the URL of the listening connection');
  return { hub, close: await listenPostgres(options.url, hub, options.onError ?? (() => undefined)) };
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
/** A query on the listening connection this often: a connection that died silently fails it, and is replaced. */
const HEARTBEAT_MS = 30_000;

/** Connects now (a failure is retried in the background); returns the close. */
async function listenPostgres(url: string, hub: ChangeHub, onError: (error: unknown) => void): Promise<() => Promise<void>> {
  let closed = false;
  let current: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const drop = (client: pg.Client, error: unknown) => {
    if (current !== client) return;
    current = undefined;
    clearInterval(heartbeat);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (closed) return;
    onError(error);
    retry = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(LAST_RETRY_MS, retryMs * 2);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    current = client;
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) hub.publish(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      drop(client, error);
      return;
    }
    if (current !== client) return;
    retryMs = FIRST_RETRY_MS;
    heartbeat = setInterval(() => void client.query('select 1').catch((error: unknown) => drop(client, error)), HEARTBEAT_MS);
    // Whatever was notified while no connection listened is lost: every open stream pulls once
    // (none is open at start-up, so the first connection tells nobody).
    hub.publishAll();
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
