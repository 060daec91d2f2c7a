import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The Debian packages the fleet needs besides PostgreSQL (which CI and the README already install). */
export const INSTALL_HINT = 'apt-get install -y haproxy pgbouncer postgresql';

export class MissingToolError extends Error {
  override name = 'MissingToolError';
}

function onPath(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  return dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
}

/** The newest /usr/lib/postgresql/<n>/bin, else the folder of `postgres` on the PATH. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(root, versions[0], 'bin');
  }
  const found = onPath('postgres');
  return found === undefined ? undefined : join(found, '..');
}

export interface FleetTools {
  initdb: string;
  postgres: string;
  pgbouncer: string;
  haproxy: string;
  /** root cannot run PostgreSQL or PgBouncer: the `postgres` account's ids then, else undefined (run as ourselves). */
  runAs: { uid: number; gid: number } | undefined;
}

function postgresAccount(): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid === undefined || gid === undefined ? undefined : { uid: Number(uid), gid: Number(gid) };
}

/** Finds every program; throws MissingToolError naming the missing ones and how to install them. */
export function findTools(): FleetTools {
  const bin = postgresBin();
  const found = {
    initdb: bin === undefined ? undefined : join(bin, 'initdb'),
    postgres: bin === undefined ? undefined : join(bin, 'postgres'),
    pgbouncer: onPath('pgbouncer'),
    haproxy: onPath('haproxy'),
  };
  const missing = Object.entries(found).filter(([, path]) => path === undefined || !existsSync(path)).map(([name]) => name);
  if (missing.length > 0) {
    throw new MissingToolError(`The fleet needs ${missing.join(', ')}, not found on this machine. On Debian or Ubuntu, as root: ${INSTALL_HINT}`);
  }
  let runAs: FleetTools['runAs'];
  if (process.getuid?.() === 0) {
    runAs = postgresAccount();
    if (runAs === undefined) throw new MissingToolError('Running as root, the fleet runs PostgreSQL and PgBouncer as the "postgres" account, which does not exist (the postgresql package creates it).');
  }
  return { initdb: found.initdb ?? '', postgres: found.postgres ?? '', pgbouncer: found.pgbouncer ?? '', haproxy: found.haproxy ?? '', runAs };
}
