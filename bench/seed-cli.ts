// Seeds one bench database: `node --import tsx bench/seed-cli.ts '<plan json>'` with DATA_DIR or
// DATABASE_URL set, like `npm run seed`. Prints one JSON line: the observers it created.
// A separate process so the runner never holds the PGlite folder the server is about to open.
import { readConfig } from '../server/config';
import { migrateDatabase } from '../server/db/migrate';
import { openConfiguredDatabase } from '../server/db/open-configured';
import { seedDemo, wipeDatabase } from '../server/seed/seed';
import { seedBenchObserver } from '../server/seed/seed-accounts';
import { parseSeedPlan, type SeededObserver } from './lib/seed-plan';

async function main(): Promise<void> {
  const plan = parseSeedPlan(process.argv[2] ?? '');
  const database = await openConfiguredDatabase(readConfig());
  try {
    await migrateDatabase(database);
    await wipeDatabase(database.db);
    await seedDemo(database.db, { voters: plan.demoVoters });
    const observers: SeededObserver[] = [];
    for (const o of plan.observers) {
      const seeded = await seedBenchObserver(database.db, o);
      observers.push({ username: o.username, password: o.password, ...seeded });
    }
    console.log(JSON.stringify({ observers }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
