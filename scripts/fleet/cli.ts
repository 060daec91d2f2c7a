/**
 * `npm run fleet -- --instances 2 [--port 8080] [--pool-size 10] [--keep]`: PostgreSQL, PgBouncer,
 * HAProxy and N Terren instances on this machine until Ctrl-C (see README, "Running several instances").
 */
import { parseArgs } from 'node:util';
import { startFleet } from './start-fleet';
import { MissingToolError } from './tools';

function count(name: string, raw: string | undefined, fallback: number | undefined): number | undefined {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { instances: { type: 'string' }, port: { type: 'string' }, 'pool-size': { type: 'string' }, keep: { type: 'boolean' } },
  });
  const instances = count('instances', values.instances, 2) ?? 2;
  const haproxyPort = count('port', values.port, undefined);
  const poolSize = count('pool-size', values['pool-size'], undefined);
  const fleet = await startFleet({
    instances,
    ...(haproxyPort === undefined ? {} : { haproxyPort }),
    ...(poolSize === undefined ? {} : { poolSize }),
    keep: values.keep === true,
    log: (line) => console.log(line),
  });
  console.log(`\nTerren fleet: ${fleet.url}  (${instances} instances; demo accounts, password "demo"; logs in ${fleet.dir})\nCtrl-C stops everything.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the fleet…');
    fleet.stop().then(
      () => console.log('stopped'),
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof MissingToolError ? error.message : error);
  process.exit(1);
});
