import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const routesDir = fileURLToPath(new URL('.', import.meta.url));

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Import specifiers of a file, static and dynamic. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

describe('route files', () => {
  const files = routeFiles(routesDir);

  it('live in server/routes/<prefix>/<area>.ts', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(relative(routesDir, file), 'a route file sits one folder deep, named after its path prefix').toMatch(/^[a-z0-9-]+\/[a-z0-9-]+\.ts$/);
  });

  it('hold no SQL: no drizzle-orm, no schema, no database driver (the repositories do that)', () => {
    for (const file of files) {
      const offending = importsOf(readFileSync(file, 'utf8')).filter(
        (specifier) => /^drizzle-orm(\/|$)/.test(specifier) || /\/db\/schema(\/|$|\.ts$)/.test(specifier) || /^(pg|@electric-sql\/pglite)(\/|$)/.test(specifier),
      );
      expect(offending, relative(routesDir, file)).toEqual([]);
    }
  });

  it('leave the token check to the one protected scope in app.ts', () => {
    for (const file of files) expect(readFileSync(file, 'utf8'), relative(routesDir, file)).not.toMatch(/requireToken|addHook\(\s*['"]onRequest/);
  });
});
