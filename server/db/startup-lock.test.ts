import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, sessionSettings, type Database } from './client';
import { withStartupLock } from './migrate';
import { preparedStatement, runPrepared } from './prepared';
import { rowsOf } from '../repositories/raw-rows';

const url = process.env.DATABASE_URL?.trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the start-up lock', () => {
  it('just runs the work on PGlite (one process per folder)', async () => {
    const database = await openDatabase({ memory: true });
    try {
      expect(await withStartupLock(database, () => Promise.resolve(42))).toBe(42);
    } finally {
      await database.close();
    }
  });

  // On PostgreSQL only (CI runs the server suite there too, with DATABASE_URL).
  it.runIf(url !== undefined)('lets instances take turns on PostgreSQL, holds through a short statement timeout, and is free again after a failure', async () => {
    const target = { url: url ?? '', poolSize: 3, statementTimeoutMs: 200, idleInTransactionTimeoutMs: 200 };
    const databases: Database[] = await Promise.all([openDatabase(target), openDatabase(target)]);
    const [a, b] = databases as [Database, Database];
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} in`);
        // Longer than both timeouts: the lock's transaction and the waiting instance must not be cut off.
        await sleep(600);
        events.push(`${name} out`);
        return name;
      };
      expect(await Promise.all([withStartupLock(a, work('a')), withStartupLock(b, work('b'))])).toEqual(['a', 'b']);
      expect([events.slice(0, 2), events.slice(2)].map((pair) => pair.map((event) => event.split(' ')[0]))).toEqual(
        events[0]?.startsWith('a') ? [['a', 'a'], ['b', 'b']] : [['b', 'b'], ['a', 'a']],
      );

      await expect(withStartupLock(a, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
      expect(await withStartupLock(b, () => Promise.resolve('after'))).toBe('after');
      // The pool's connections still carry the timeouts: the lock's SET LOCAL ended with its transaction.
      expect(rowsOf(await a.db.execute(sql`select current_setting('statement_timeout') as s`))).toEqual([{ s: '200ms' }]);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  }, 30_000);
});

describe('pool settings', () => {
  it('become one SET per timeout, none when unset or 0', () => {
    expect(sessionSettings({})).toBeUndefined();
    expect(sessionSettings({ statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 })).toBeUndefined();
    expect(sessionSettings({ statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 60_000 })).toBe(
      'SET statement_timeout = 15000; SET idle_in_transaction_session_timeout = 60000',
    );
  });

  const plusOne = preparedStatement('startup_lock_test_plus_one', sql`select ${sql.placeholder('n')}::int + 1 as v`);
  it.runIf(url !== undefined)('run prepared statements named or, for PgBouncer before 1.21, unnamed', async () => {
    for (const preparedStatements of [true, false]) {
      const database = await openDatabase({ url: url ?? '', poolSize: 2, preparedStatements });
      try {
        expect(await runPrepared(database.db, plusOne, { n: 41 })).toEqual([{ v: 42 }]);
      } finally {
        await database.close();
      }
    }
  });
});
