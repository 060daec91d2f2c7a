import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { preparedStatement, runPrepared } from './prepared';
import { members } from './schema';

const echo = preparedStatement(
  'test-echo',
  sql`select cast(${sql.placeholder('n')} as integer) as n, cast(${sql.placeholder('t')} as text) as t,
    cast(${sql.placeholder('b')} as boolean) as b, cast(${sql.placeholder('at')} as timestamptz) as at, ${'constant'} as c`,
);
const nameOf = preparedStatement('test-name-of', sql`select ${members.name} as name from ${members} where ${members.id} = cast(${sql.placeholder('id')} as integer)`);
const divide = preparedStatement('test-divide', sql`select 1 / cast(${sql.placeholder('d')} as integer) as q`);

// Runs on PGlite, or on the PostgreSQL server in DATABASE_URL (then through pg's named statements).
describe('prepared statements', () => {
  const t = useTestApp({ voters: 50 });

  it('binds placeholders and drizzle constants, and answers typed rows', async () => {
    const at = new Date('2026-06-07T05:30:00.123Z');
    for (const [n, b] of [[1, true], [2, false]] as const) {
      const [row] = await runPrepared(t.db, echo, { n, t: 'ë\'; select 1 --', b, at });
      expect(row).toEqual({ n, t: 'ë\'; select 1 --', b, at, c: 'constant' });
    }
    const [nulls] = await runPrepared(t.db, echo, { n: null, t: null, b: null, at: null });
    expect(nulls).toEqual({ n: null, t: null, b: null, at: null, c: 'constant' });
  });

  it('refuses a call missing a placeholder value before it reaches the database', async () => {
    await expect(runPrepared(t.db, echo, { n: 1 })).rejects.toThrow(/placeholder/);
  });

  it('an execution error rejects the call and leaves the connection usable', async () => {
    await expect(runPrepared(t.db, divide, { d: 0 })).rejects.toThrow(/division by zero/);
    expect(await runPrepared(t.db, divide, { d: 1 })).toEqual([{ q: 1 }]);
  });

  it('many concurrent calls each get their own answer', async () => {
    const ids = Object.values(t.seed.accounts);
    const names = await Promise.all(ids.map(async (id) => (await runPrepared(t.db, nameOf, { id }))[0]?.name));
    const expected = await Promise.all(ids.map(async (id) => (await t.db.select({ name: members.name }).from(members).where(eq(members.id, id)))[0]?.name));
    expect(names).toEqual(expected);
  });

  it('inside a transaction it runs on that transaction; outside, it never sees another caller’s uncommitted writes', async () => {
    const id = t.seed.accounts.anetar;
    const [before] = await runPrepared(t.db, nameOf, { id });
    let outside: unknown;
    await t.db.transaction(async (tx) => {
      await tx.update(members).set({ name: 'Përkohshëm' }).where(eq(members.id, id));
      expect(await runPrepared(tx, nameOf, { id })).toEqual([{ name: 'Përkohshëm' }]);
      // Started while the transaction is open: on PGlite's one connection it waits for the rollback.
      outside = runPrepared(t.db, nameOf, { id });
      tx.rollback();
    }).catch(() => undefined);
    expect(await outside).toEqual([before]);
  });
});
