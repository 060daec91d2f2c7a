/**
 * `npm run fleet:smoke`: the fleet with 2 instances; through HAProxy a demo observer signs in and
 * marks a voter; one instance is killed with SIGKILL; requests through HAProxy go on until a run
 * of them all succeed; the mark is still there and a new one lands. One line, exit 0 or 1. On a
 * root Debian machine without HAProxy or PgBouncer it installs them with apt first (nothing else).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { loginResponse } from '../../src/contract/auth';
import { myAccesses } from '../../src/contract/member';
import { myObserverVoters } from '../../src/contract/voting-day';
import { startFleet, type Fleet } from './start-fleet';
import { findTools, INSTALL_HINT, MissingToolError } from './tools';

const SETTLE_DEADLINE_MS = 60_000;
/** Consecutive successes through HAProxy that count as "settled" after the kill. */
const RUN = 40;

function ensureTools(): void {
  try {
    findTools();
  } catch (error) {
    if (!(error instanceof MissingToolError) || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) throw error;
    console.error(`${error.message}\ninstalling: ${INSTALL_HINT}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy', 'pgbouncer', 'postgresql'], { stdio: 'inherit', env });
    if (install.status !== 0) throw new Error(`apt-get install failed (${install.status})`, { cause: error });
    findTools();
  }
}

async function call(fleet: Fleet, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${fleet.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Token ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(15_000),
  });
}

async function ok(response: Promise<Response>, what: string): Promise<unknown> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  return answer.json();
}

async function main(): Promise<void> {
  const started = performance.now();
  ensureTools();
  const fleet = await startFleet({ instances: 2, shutdownGraceMs: 5000 });
  try {
    const session = loginResponse.parse(await ok(call(fleet, '/api/rest-auth/login/', { method: 'POST', body: { username: 'vezhgues', password: 'demo' } }), 'sign-in'));
    const token = session.key;
    const observer = myAccesses.parse(await ok(call(fleet, '/api/hr/profile/my-accesses/', { token }), 'my-accesses')).observer;
    if (!observer) throw new Error('the demo observer has no observer record');
    const list = myObserverVoters.parse(await ok(call(fleet, '/api/patronage/my-observer-voters-new/', { token }), 'station list'));
    const [first, second] = list.voters.filter((voter) => !voter.voted);
    if (!first || !second) throw new Error('the demo observer has fewer than 2 voters not yet voted');
    await ok(call(fleet, '/api/patronage/voting/', { method: 'POST', token, body: { observer_id: observer.observer_id, voter_id: first.voter_id } }), 'mark');

    await fleet.kill(0);
    const killedAt = performance.now();
    let failures = 0;
    let streak = 0;
    let requests = 0;
    while (streak < RUN) {
      if (performance.now() - killedAt > SETTLE_DEADLINE_MS) throw new Error(`requests through HAProxy still failing ${SETTLE_DEADLINE_MS / 1000} s after the kill (${failures} failed)`);
      requests++;
      const answer = await call(fleet, '/api/election/observer-status/', { token }).catch(() => undefined);
      if (answer?.status === 200) streak++;
      else {
        failures++;
        streak = 0;
      }
      await answer?.arrayBuffer();
    }
    const settled = performance.now() - killedAt;

    await ok(call(fleet, '/api/patronage/voting/', { method: 'POST', token, body: { observer_id: observer.observer_id, voter_id: second.voter_id } }), 'mark after the kill');
    const after = myObserverVoters.parse(await ok(call(fleet, '/api/patronage/my-observer-voters-new/', { token }), 'station list after the kill'));
    const voted = new Set(after.voters.filter((voter) => voter.voted).map((voter) => voter.voter_id));
    if (!voted.has(first.voter_id) || !voted.has(second.voter_id)) throw new Error('a mark is missing from the station list after the kill');
    // And in PostgreSQL itself, past PgBouncer and the instances: each mark's event.
    const direct = new pg.Client({ connectionString: fleet.directUrl });
    await direct.connect();
    let events: number;
    try {
      const result = await direct.query<{ n: string }>("select count(distinct voter_id) as n from vote_events where voter_id = any($1::int[]) and action = 'confirm' and changed", [[first.voter_id, second.voter_id]]);
      events = Number(result.rows[0]?.n ?? 0);
    } finally {
      await direct.end();
    }
    if (events !== 2) throw new Error(`PostgreSQL holds confirming vote events for ${events} of the 2 marked voters`);
    console.log(
      `fleet smoke: 2 instances behind HAProxy on PgBouncer; sign-in, mark, SIGKILL of instance 1: ${failures} failed of ${requests} requests, ` +
        `${RUN} in a row ok after ${(settled / 1000).toFixed(1)} s; both marks in PostgreSQL; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
    );
  } finally {
    await fleet.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`fleet smoke: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
