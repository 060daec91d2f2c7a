import type { DBCore, DBCoreCursor, DBCoreMutateRequest, DBCoreTable, Middleware } from 'dexie';
import { currentDataKey } from './data-key';
import { openRecord, sealRecord } from './field-cipher';
import { outboxRowIsPlain, SEALED_FIELDS } from './sealed-fields';

type Row = Record<string, unknown>;

/**
 * Seals the personal fields (sealed-fields.ts) on every write and opens them on every read, at the
 * bottom of Dexie's stack: the rest of the app, Dexie's own hooks and liveQuery all see plain
 * records. Synchronous, so a write and its outbox row stay in one transaction.
 */
export const AT_REST_MIDDLEWARE = 'TerrenAtRest';

export const encryptionMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: AT_REST_MIDDLEWARE,
  // Below Dexie's own middlewares (the lowest is -1), right above IndexedDB.
  level: -10,
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      const fields = SEALED_FIELDS[name];
      return fields ? sealingTable(table, name, fields) : table;
    },
  }),
};

function sealingTable(table: DBCoreTable, name: string, fields: readonly string[]): DBCoreTable {
  const aad = new TextEncoder().encode(name);
  const isOutbox = name === 'outbox';
  const open = (value: unknown) => openRecord(value, currentDataKey(), aad);
  const seal = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const row = value as Row;
    if (isOutbox && outboxRowIsPlain(row)) return row;
    return sealRecord(row, fields, currentDataKey(), aad, name);
  };
  return {
    ...table,
    mutate: (req: DBCoreMutateRequest) => {
      if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
      return table.mutate({ ...req, values: req.values.map(seal) });
    },
    get: (req) => table.get(req).then(open),
    getMany: (req) => table.getMany(req).then((values) => values.map(open)),
    query: (req) => table.query(req).then((res) => (!req.values ? res : { ...res, result: res.result.map(open) })),
    openCursor: (req) => table.openCursor(req).then((cursor) => (cursor && req.values ? openingCursor(cursor, open) : cursor)),
  };
}

/**
 * The cursor with its value opened, once per position (a reader may ask for it several times).
 * Dexie's own functions on the cursor are inherited as they change; the native IDBCursor getters
 * must run on the native object (called on another, they throw "Illegal invocation").
 */
function openingCursor(cursor: DBCoreCursor, open: (value: unknown) => unknown): DBCoreCursor {
  let raw: unknown;
  let opened: unknown;
  let seen = false;
  return Object.create(cursor, {
    key: { get: (): unknown => cursor.key },
    primaryKey: { get: (): unknown => cursor.primaryKey },
    value: {
      get: () => {
        const value: unknown = cursor.value;
        if (!seen || value !== raw) {
          raw = value;
          opened = open(value);
          seen = true;
        }
        return opened;
      },
    },
  }) as DBCoreCursor;
}
