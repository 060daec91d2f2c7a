/** Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`; the Db type cannot say so. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as Record<string, unknown>[];
  throw new Error('unexpected result shape from the database driver');
}
