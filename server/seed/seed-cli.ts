// `npm run seed [-- --voters N] [--seed S]`: WIPES the configured database (DATA_DIR or DATABASE_URL) and re-seeds it.
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../config';
import { migrateDatabase, withStartupLock } from '../db/migrate';
import { describeTarget, openConfiguredDatabase } from '../db/open-configured';
import { DEFAULT_SEED_VOTERS, seedDemo, wipeDatabase } from './seed';

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`--${name} must be a positive integer, got "${raw}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { voters: { type: 'string' }, seed: { type: 'string' } } });
  const config = readConfig();
  const voters = positiveInt('voters', values.voters, DEFAULT_SEED_VOTERS);
  const seed = positiveInt('seed', values.seed, 20_250_511);
  const started = performance.now();
  const database = await openConfiguredDatabase(config);
  try {
    const summary = await withStartupLock(database, async () => {
      await migrateDatabase(database);
      await wipeDatabase(database.db);
      return seedDemo(database.db, { voters, seed });
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${describeTarget(config)}: ${summary.voters} voters in ${summary.stations} stations, ${summary.members} members, ` +
        `${summary.patronageVoters} patronage voters, in ${seconds} s. Accounts (password "demo"): ${Object.keys(summary.accounts).join(', ')}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
