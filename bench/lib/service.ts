import { login } from './api';
import { startServer } from './server-process';

/**
 * What the national benchmarks put load on: one URL, and a way to stop it. N1 and N2 use one
 * server process; a fleet of instances behind a balancer (`startFleet({ instances })`, which also
 * offers `kill(i)`) has the same shape, so N3–N5 can pass one to the same load code.
 */
export interface ServiceUnderTest {
  url: string;
  /** For the notes: "1 instance", "2 instances behind HAProxy", … */
  label: string;
  stop(): Promise<void>;
}

/**
 * One `server/main.ts` on `databaseUrl`. Its first start on a database seeded before a migration
 * runs that migration (0014 counts 3.6 M voters), hence the long limit.
 */
export async function singleServer(databaseUrl: string, readyTimeoutMs = 600_000): Promise<ServiceUnderTest> {
  const server = await startServer({ target: { databaseUrl }, readyTimeoutMs });
  return { url: server.url, label: '1 instance', stop: () => server.stop() };
}

/** Signs in each username once, two at a time (each sign-in is an argon2id check: CPU the server shares with us). */
export async function signIn(baseUrl: string, usernames: readonly string[], password: string): Promise<string[]> {
  const tokens: string[] = new Array<string>(usernames.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < usernames.length; i = next++) {
      const username = usernames[i] ?? '';
      tokens[i] = (await login(baseUrl, username, password)).key;
    }
  };
  await Promise.all([worker(), worker()]);
  return tokens;
}
