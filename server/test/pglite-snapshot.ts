import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo, type SeedSummary } from '../seed/seed';

/** The folders whose files decide what a snapshot holds: schema and migrations, and the seed. */
const snapshotInputs = [fileURLToPath(new URL('../db', import.meta.url)), fileURLToPath(new URL('../seed', import.meta.url))];
// The package does not export its package.json; it sits one folder above the resolved dist/ entry.
const pgliteVersion = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.resolve('@electric-sql/pglite'))), 'utf8')) as { version: string }
).version;

/** Everything the snapshot depends on: the schema, migrations and seed code (all of server/db and server/seed), the seed's present and the PGlite version. */
function snapshotKey(voters: number, now: Date): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion} voters ${voters} now ${now.toISOString()}\n`);
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.test.ts')) hash.update(path).update(readFileSync(path));
    }
  };
  for (const folder of snapshotInputs) walk(folder);
  return hash.digest('hex').slice(0, 24);
}

/** Snapshots of older code versions are never read again; drop those untouched for a day. */
function pruneOldSnapshots(dir: string): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { force: true });
    } catch {
      // Another test file removed it first.
    }
  }
}

/**
 * A migrated in-memory PGlite seeded with `now` as the demo's present. Booting PGlite runs initdb (seconds, and far more on a
 * busy machine), so the first test file to need a given seed dumps its data directory to the
 * temp folder and later files start from that dump. The key covers every file in server/db and server/seed, so a
 * schema, migration or seed change never reuses a stale snapshot.
 */
export async function seededMemoryDatabase(voters: number, now: Date): Promise<{ database: Database; seed: SeedSummary }> {
  const dir = join(tmpdir(), 'terren-test-snapshots');
  const key = snapshotKey(voters, now);
  const tarPath = join(dir, `${key}.tar`);
  const seedPath = join(dir, `${key}.json`);
  try {
    const seed = JSON.parse(readFileSync(seedPath, 'utf8')) as SeedSummary;
    const database = await openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(tarPath)]) });
    return { database, seed };
  } catch {
    // No usable snapshot yet: build one below.
  }
  const database = await openDatabase({ memory: true });
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateDatabase(database);
  const seed = await seedDemo(database.db, { voters, now });
  const dump = Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer());
  mkdirSync(dir, { recursive: true });
  pruneOldSnapshots(dir);
  // Write then rename, so a parallel test file never reads half a snapshot; the json goes last
  // because its presence is what marks the snapshot usable.
  const unique = `${process.pid}-${Date.now()}`;
  writeFileSync(`${tarPath}.${unique}`, dump);
  renameSync(`${tarPath}.${unique}`, tarPath);
  writeFileSync(`${seedPath}.${unique}`, JSON.stringify(seed));
  renameSync(`${seedPath}.${unique}`, seedPath);
  return { database, seed };
}
