import type { Database } from './client';
import { migrateDatabase, withStartupLock } from './migrate';
import { hasMembers, seedDemo, type SeedSummary } from '../seed/seed';

/** Migrates, and seeds the demo data when there are no members yet. Returns the seed summary, or null when nothing was seeded. */
export function prepareDatabase(database: Database): Promise<SeedSummary | null> {
  return withStartupLock(database, async () => {
    await migrateDatabase(database);
    if (await hasMembers(database.db)) return null;
    return seedDemo(database.db);
  });
}
