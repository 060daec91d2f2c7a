import type { Db } from '../db/client';
import { changesSince, type ChangesSince } from '../repositories/live-changes';
import { createChangeHub, type ChangeHub } from './change-hub';

/** One query per instance per poll, feeding the hub every open stream of the instance watches. */
export interface ChangePoller {
  hub: ChangeHub;
  /** Stops polling and waits for a poll under way (the database may close after it). */
  close: () => Promise<void>;
}

export interface PollOptions {
  /** The pause between the end of one poll and the start of the next. */
  intervalMs?: number;
  /** Told when a poll fails (the next one runs after the usual pause). */
  onError?: (error: unknown) => void;
}

/** What changed since a cursor (null: just take one); the repository's statement, or a test's fake. */
export type ReadChanges = (cursor: string | null) => Promise<ChangesSince>;

export const POLL_INTERVAL_MS = 1_000;

/** Polls `db` through its ordinary pool: no connection of its own, and nothing in the write path. */
export function pollDatabaseForChanges(db: Db, options: PollOptions = {}): ChangePoller {
  return pollForChanges((cursor) => changesSince(db, cursor), options);
}

/**
 * Polls only while at least one stream is open: the first stream starts it, the last one's close
 * stops it and forgets the cursor, so no timer runs on an idle instance. A scope is published once
 * per transaction that changed it: the cursor stays at the oldest transaction still running, so
 * the same change comes back in each poll until that one ends, and is remembered until the cursor
 * passes it.
 */
export function pollForChanges(read: ReadChanges, options: PollOptions = {}): ChangePoller {
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const onError = options.onError ?? (() => undefined);
  let active = false;
  let closed = false;
  // Which start the state below belongs to: a poll that answers after a stop is dropped.
  let generation = 0;
  let cursor: string | null = null;
  let seen = new Map<string, bigint>();
  let failed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let firstPoll: Promise<void> = Promise.resolve();

  const take = (answer: ChangesSince, quiet: boolean) => {
    const fresh = new Set<string>();
    for (const { scope, xid } of answer.changes) {
      const key = `${scope}@${xid}`;
      if (seen.has(key)) continue;
      seen.set(key, BigInt(xid));
      fresh.add(scope);
    }
    const floor = BigInt(answer.cursor);
    seen = new Map([...seen].filter(([, xid]) => xid >= floor));
    cursor = answer.cursor;
    if (quiet) return;
    if (failed) hub.publishAll();
    else for (const scope of fresh) hub.publish(scope);
    failed = false;
  };

  const poll = async (owner: number): Promise<void> => {
    const first = cursor === null;
    try {
      const answer = await read(cursor);
      if (owner === generation) take(answer, first && !failed);
    } catch (error) {
      if (owner !== generation) return;
      onError(error);
      failed = true;
    }
    if (owner === generation && active && !closed) timer = setTimeout(() => {
        running = poll(owner);
      }, intervalMs);
  };

  const start = () => {
    active = true;
    if (closed) return;
    generation += 1;
    running = firstPoll = poll(generation);
  };
  const stop = () => {
    active = false;
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
    cursor = null;
    seen = new Map();
    failed = false;
  };

  const hub = createChangeHub({
    onActiveChange: (nowActive) => (nowActive ? start() : stop()),
    ready: () => firstPoll,
  });
  return {
    hub,
    close: async () => {
      closed = true;
      stop();
      await running;
    },
  };
}
