import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database, Db } from '../../server/db/client';
import { pollDatabaseForChanges } from '../../server/live/change-poller';
import { seededMemoryDatabase } from '../../server/test/pglite-snapshot';

/** What the seed made (accounts, the observer's stations…); typed from the snapshot helper so it follows the seed code wherever it lives. */
export type SeedSummary = Awaited<ReturnType<typeof seededMemoryDatabase>>['seed'];

export interface InProcessServer {
  /** http://127.0.0.1:<port> */
  url: string;
  app: FastifyInstance;
  database: Database;
  db: Db;
  seed: SeedSummary;
  close(): Promise<void>;
}

export interface InProcessServerOptions {
  /** Voters in the seed; 2000 by default (the snapshot the server tests share). */
  voters?: number;
  /** The built app; 'dist' by default, E2E_DIST_DIR when set (a private build nobody else rebuilds under us). */
  distDir?: string;
}

/**
 * The demo's present for a browser that reads the real clock: now, rounded down to the hour so the
 * workers starting within an hour share one snapshot instead of seeding again each.
 */
function seedNow(): Date {
  const now = new Date();
  now.setUTCMinutes(0, 0, 0);
  return now;
}

/**
 * The real server (built app + API) on a fresh in-memory PGlite seeded at today's date, listening on a free
 * loopback port inside the Playwright worker. Nothing is shared with other specs, and the test
 * can read the database directly.
 */
export async function startInProcessServer(options: InProcessServerOptions = {}): Promise<InProcessServer> {
  const { database, seed } = await seededMemoryDatabase(options.voters ?? 2000, seedNow());
  const distDir = options.distDir ?? process.env.E2E_DIST_DIR ?? 'dist';
  let app: FastifyInstance;
  const changes = pollDatabaseForChanges(database.db);
  try {
    app = await buildApp({
      db: database.db,
      liveChanges: changes.hub,
      distDir,
      loginRateLimit: {
        perPair: { maxFailures: 100_000, windowMs: 60_000 },
        perUsername: { maxFailures: 100_000, windowMs: 60_000 },
        perAddress: { maxFailures: 100_000, windowMs: 60_000 },
      },
    });
    // Port 0: the kernel picks a free port, so parallel workers cannot race for one.
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await changes.close();
    await database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    db: database.db,
    seed,
    async close() {
      await app.close();
      await changes.close();
      await database.close();
    },
  };
}
