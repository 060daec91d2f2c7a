import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { rowsOf } from '../repositories/raw-rows';
import type { Db } from './client';

/**
 * A named statement, parsed (and, once PostgreSQL settles on a generic plan, planned) once per
 * connection instead of on every call. Only the calls made on every request (the token check, a
 * vote) use one: there, parsing and planning the SQL cost more than running it (a vote's CTE:
 * ~1.4 ms of planning against ~0.5 ms of work on PGlite). Built with drizzle's `sql` (tables and
 * columns from the schema), with `sql.placeholder(name)` for what changes between calls; cast each
 * placeholder to its column type so neither driver has to infer one.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
  /** Placeholders, or the constant values drizzle bound when the statement was built. */
  readonly params: readonly unknown[];
}

export type StatementValue = string | number | boolean | Date | null;

type Driver = { kind: 'pglite'; client: PGlite; parsed: Set<string> } | { kind: 'pg'; pool: pg.Pool; named: boolean };

// Keyed by the drizzle instance openDatabase returns. A transaction's `tx` is not in it: a statement
// run there is sent as a plain query on that transaction.
const drivers = new WeakMap<Db, Driver>();

/** `named: false` (pg): each call is an unnamed statement, parsed every time (PgBouncer in transaction mode before 1.21). */
export function registerDriver(db: Db, driver: { kind: 'pglite'; client: PGlite } | { kind: 'pg'; pool: pg.Pool; named?: boolean }): void {
  if (driver.kind === 'pg') {
    drivers.set(db, { ...driver, named: driver.named ?? true });
    return;
  }
  drivers.set(db, { ...driver, parsed: new Set() });
}

const dialect = new PgDialect();
const names = new Set<string>();

/** Defines a statement at module load; its name must be unique in the process (a connection binds a name to one text). */
export function preparedStatement(name: string, query: SQL): PreparedStatement {
  if (names.has(name)) throw new Error(`prepared statement ${name} is defined twice`);
  names.add(name);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/** Runs the statement with its placeholders filled from `values`; the rows as objects keyed by column name. */
export async function runPrepared(
  db: Db,
  statement: PreparedStatement,
  values: Readonly<Record<string, StatementValue>>,
): Promise<Record<string, unknown>[]> {
  const params = fillPlaceholders([...statement.params], values).map(statementValue);
  const driver = drivers.get(db);
  if (driver === undefined) return rowsOf(await db.execute(withParams(statement.text, params)));
  if (driver.kind === 'pg') {
    const query = driver.named ? { name: statement.name, text: statement.text, values: params } : { text: statement.text, values: params };
    return (await driver.pool.query<Record<string, unknown>>(query)).rows;
  }
  return runOnPglite(driver.client, driver.parsed, statement, params);
}

function statementValue(value: unknown): StatementValue {
  if (value === null || value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`unsupported statement parameter: ${typeof value}`);
}

/** PGlite's text format for a parameter (what its `query` would send for the parameter's type). */
function pgliteText(value: StatementValue): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's `query` makes six calls into the WebAssembly backend per statement (parse, describe,
 * bind, describe, execute, sync) and parses and plans the SQL every time. Here a call is one
 * message buffer: bind the named statement, describe, execute, sync. It takes the same two locks
 * as `query`, so it never runs inside another caller's open transaction.
 */
function runOnPglite(client: PGlite, parsed: Set<string>, statement: PreparedStatement, params: readonly StatementValue[]): Promise<Record<string, unknown>[]> {
  const { serialize } = protocol;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      if (!parsed.has(statement.name)) {
        // Parse and Sync in one buffer: after an error the backend still reaches Sync, so it is idle again when this throws.
        await client.execProtocol(concat([serialize.parse({ name: statement.name, text: statement.text }), serialize.sync()]));
        parsed.add(statement.name);
      }
      const { messages } = await client.execProtocol(
        concat([serialize.bind({ statement: statement.name, values: params.map(pgliteText) }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      );
      const [result] = parse.parseResults(messages, client.parsers);
      return result?.rows ?? [];
    }),
  );
}

/** The statement as a drizzle query, `$n` bound to the n-th value. */
function withParams(text: string, params: readonly StatementValue[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${params[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
