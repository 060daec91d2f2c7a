import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database, type Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { pollDatabaseForChanges } from '../live/change-poller';
import { seedDemo, type SeedSummary } from '../seed/seed';
import { checkAnswers, routeKey } from './answer-check';
import { seededMemoryDatabase } from './pglite-snapshot';
import { TEST_SEED_NOW } from './seed-now';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The open database; closing it under the running app is how tests provoke a server error. */
  database: Database;
  seed: SeedSummary;
  /** Every route the app registered (`GET /api/hr/membertask/:id/`), Fastify's automatic HEADs aside. */
  routes: readonly string[];
  /** The answers since the last call that did not match their contract schema (see answer-check.ts); emptied by the call. */
  takeAnswerMismatches: () => string[];
  /** Fails when an answer did not match its schema since the last takeAnswerMismatches. */
  close: () => Promise<void>;
}

/** The error a test fails with when answers did not match their schemas. */
export function answerMismatchError(mismatches: readonly string[]): Error {
  return new Error(`${mismatches.length} answer(s) unlike the contract:\n${mismatches.join('\n')}`);
}

export interface TestAppOptions extends Omit<AppOptions, 'db'> {
  /** Voters in the seed (small by default so each test file starts fast). */
  voters?: number;
  /** The seed's present (TEST_SEED_NOW by default); the app's clock is `now`, set apart. */
  seedNow?: Date;
}

/** Limits high enough that no ordinary test is throttled; rate-limit tests pass their own. */
const UNTHROTTLED: NonNullable<AppOptions['loginRateLimit']> = {
  perPair: { maxFailures: 100_000, windowMs: 60_000 },
  perUsername: { maxFailures: 100_000, windowMs: 60_000 },
  perAddress: { maxFailures: 100_000, windowMs: 60_000 },
};

/**
 * A freshly migrated database seeded at `seedNow`, plus the app on top. In-memory PGlite by default (from a
 * cached snapshot, see pglite-snapshot.ts); when DATABASE_URL is set, a new database
 * `terren_test_<random>` on that server, migrated and seeded, and dropped in close().
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { voters = 2000, seedNow = TEST_SEED_NOW, ...appOptions } = options;
  const serverUrl = process.env.DATABASE_URL?.trim();
  let database: Database;
  let seed: SeedSummary;
  let dropDatabase = (): Promise<void> => Promise.resolve();
  if (serverUrl) {
    const name = `terren_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    };
    await migrateDatabase(database);
    seed = await seedDemo(database.db, { voters, now: seedNow });
  } else {
    ({ database, seed } = await seededMemoryDatabase(voters, seedNow));
  }
  const routes: string[] = [];
  const mismatches: string[] = [];
  const changes = pollDatabaseForChanges(database.db);
  const app = await buildApp({
    db: database.db,
    loginRateLimit: UNTHROTTLED,
    liveChanges: changes.hub,
    ...appOptions,
    instrument: (root) => {
      root.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(routeKey(method, route.url));
      });
      checkAnswers(root, mismatches);
      appOptions.instrument?.(root);
    },
  });
  const takeAnswerMismatches = () => mismatches.splice(0);
  return {
    app,
    db: database.db,
    database,
    seed,
    routes,
    takeAnswerMismatches,
    close: async () => {
      await app.close();
      await changes.close();
      await database.close();
      await dropDatabase();
      const left = takeAnswerMismatches();
      if (left.length > 0) throw answerMismatchError(left);
    },
  };
}
