import pg from 'pg';

/** A database created for one run on the server of `adminUrl`; `drop()` removes it (forcing out any connection). */
export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** One short-lived connection for a few admin statements, closed whatever happens. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createFreshDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `terren_bench_${process.pid}_${Date.now()}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
