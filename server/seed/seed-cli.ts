// `npm run seed [-- --voters N] [--seed S]`: WIPES the configured database (DATA_DIR or DATABASE_URL) and re-seeds it.
// `npm run seed -- --national [--voters N --stations N --observers N --patronagers N]`: the demo, then national-size data (seed-national.ts).
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { ConfigError, readConfig } from '../config';
import { migrateDatabase, withStartupLock } from '../db/migrate';
import { describeTarget, openConfiguredDatabase } from '../db/open-configured';
import { memberRoles } from '../db/schema';
import { DEFAULT_SEED_VOTERS, DEMO_PASSWORD, seedDemo, wipeDatabase } from './seed';
import { nationalSize, positiveInt } from './national-size';
import { seedNational } from './seed-national';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      voters: { type: 'string' },
      seed: { type: 'string' },
      national: { type: 'boolean' },
      stations: { type: 'string' },
      observers: { type: 'string' },
      patronagers: { type: 'string' },
    },
  });
  const config = readConfig();
  const seed = positiveInt('seed', values.seed, 20_250_511);
  const national = values.national === true ? nationalSize(values, !config.databaseUrl, (text) => console.log(text)) : undefined;
  if (!national && [values.stations, values.observers, values.patronagers].some((v) => v !== undefined)) {
    throw new ConfigError('--stations, --observers and --patronagers go with --national');
  }
  const voters = national ? DEFAULT_SEED_VOTERS : positiveInt('voters', values.voters, DEFAULT_SEED_VOTERS);
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
    if (national) {
      const nationalStarted = performance.now();
      const [role] = await database.db.select({ id: memberRoles.id }).from(memberRoles).where(eq(memberRoles.name, 'Anëtar'));
      const added = await seedNational(database.db, { ...national, seed, now: new Date(), passwordHash: await hashPassword(DEMO_PASSWORD), memberRoleId: role?.id ?? null });
      console.log(
        `National data: ${added.voters} voters in ${added.stations} stations, ${added.observers} observers (${added.firstObserver} …), ` +
          `${added.patronagers} patronagers (${added.firstPatronager} …) caring for ${added.patronageVoters} voters, ` +
          `in ${((performance.now() - nationalStarted) / 1000).toFixed(1)} s. Password "demo".`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
