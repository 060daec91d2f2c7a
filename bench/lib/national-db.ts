import { spawn } from 'node:child_process';
import pg from 'pg';
import { withClient } from './postgres';
import { repoRoot } from './repo';
import { formatMarker, nationalDatabaseName, parseMarker } from './seed-marker';

/** A PostgreSQL database holding national-size data (`npm run seed -- --national`), and how it came to be. */
export interface NationalDatabase {
  url: string;
  /** Voters in it (demo and national). */
  voters: number;
  /** For the notes: seeded by this run (and how long it took), reused from an earlier run, or given. */
  origin: string;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function countVoters(url: string): Promise<number> {
  return withClient(url, async (c) => Number((await c.query<{ n: string }>('select count(*) as n from voters')).rows[0]?.n ?? 0));
}

/** `npm run seed -- --national --voters N` on `url`, in its own process; its output goes to `log`. */
async function seedNational(url: string, voters: number, timeoutMs: number, log: (message: string) => void): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/seed/seed-cli.ts', '--national', '--voters', String(voters)], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: '/nonexistent', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const push = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(line);
      log(`    seed: ${line}`);
    }
  };
  child.stdout.on('data', push);
  child.stderr.on('data', push);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`national seed failed (exit ${code}):\n${lines.slice(-20).join('\n')}`);
}

export interface NationalDatabaseOptions {
  /** BENCH_DATABASE_URL: a PostgreSQL server the bench may create databases on. */
  adminUrl: string | undefined;
  /** BENCH_NATIONAL_DATABASE_URL: a database already seeded with `--national`, used as it is (never wiped). */
  givenUrl: string | undefined;
  voters: number;
  seedTimeoutMs: number;
  log: (message: string) => void;
}

/**
 * The national database of a run, or null without PostgreSQL. A given one is used as it is; else
 * `terren_bench_national_<voters>` on the BENCH_DATABASE_URL server is reused when an earlier run
 * finished seeding it at this size, and otherwise (re)created and seeded (minutes at 3.6 M voters,
 * which is why it is kept after the run).
 */
export async function nationalDatabase(options: NationalDatabaseOptions): Promise<NationalDatabase | null> {
  const { adminUrl, givenUrl, voters, log } = options;
  if (givenUrl) {
    const found = await countVoters(givenUrl);
    return { url: givenUrl, voters: found, origin: `given by BENCH_NATIONAL_DATABASE_URL` };
  }
  if (!adminUrl) return null;
  const name = nationalDatabaseName(voters);
  const url = databaseUrl(adminUrl, name);
  const existing = await withClient(adminUrl, async (c) => {
    const rows = (await c.query<{ comment: string | null }>(`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`, [name])).rows;
    return rows.length === 0 ? { exists: false, marker: null } : { exists: true, marker: parseMarker(rows[0]?.comment ?? null) };
  });
  if (existing.marker?.voters === voters) {
    log(`  reusing ${name} (seeded ${existing.marker.seededAt} in ${existing.marker.seedSeconds.toFixed(0)} s)`);
    return { url, voters: await countVoters(url), origin: `reused ${name}, seeded by an earlier run in ${existing.marker.seedSeconds.toFixed(0)} s` };
  }
  await withClient(adminUrl, async (c) => {
    if (existing.exists) await c.query(`drop database ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  log(`  seeding ${name}: ${voters.toLocaleString('en')} national voters (npm run seed -- --national)…`);
  const started = performance.now();
  await seedNational(url, voters, options.seedTimeoutMs, log);
  const seedSeconds = (performance.now() - started) / 1000;
  await withClient(adminUrl, (c) => c.query(`comment on database ${name} is ${pg.escapeLiteral(formatMarker({ voters, seedSeconds, seededAt: new Date().toISOString() }))}`));
  return { url, voters: await countVoters(url), origin: `seeded ${name} in this run in ${seedSeconds.toFixed(0)} s` };
}
