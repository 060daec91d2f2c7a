// `npm run qr-keys -- list | rotate | retire <id>`: the keys that sign QR attendance codes, on the configured database.
// rotate: a new key signs from now on (PDFs printed before keep working); retire: that key's codes are refused.
import { ConfigError, readConfig } from '../config';
import { migrateDatabase, withStartupLock } from '../db/migrate';
import { describeTarget, openConfiguredDatabase } from '../db/open-configured';
import { activeAttendanceKeys, retireAttendanceKey, rotateAttendanceKey } from '../repositories/attendance-keys';

async function main(): Promise<void> {
  const [command, arg] = process.argv.slice(2);
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    const { db } = database;
    if (command === 'rotate') console.log(`New signing key ${await rotateAttendanceKey(db)} on ${describeTarget(config)}.`);
    else if (command === 'retire') {
      const id = Number(arg);
      if (!Number.isInteger(id) || id < 1) throw new ConfigError(`retire needs a key id, got "${arg ?? ''}"`);
      console.log((await retireAttendanceKey(db, id, new Date())) ? `Key ${id} retired: its codes are refused.` : `No key ${id} in use.`);
    } else if (command === 'list' || command === undefined) {
      const keys = await activeAttendanceKeys(db);
      console.log(keys.length ? `Keys in use, newest (signing) first: ${keys.map((k) => k.id).join(', ')}.` : 'No key yet: one is made when first needed.');
    } else throw new ConfigError(`unknown command "${command}": list, rotate or retire <id>`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
