import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterEach, describe, expect, it } from 'vitest';
import { packageOf, thirdPartyPart, thirdPartyTotal } from './third-party-bytes';

/** A one-line built file whose stretches start at these columns and come from these sources. */
function built(stretches: { column: number; source: string }[]) {
  const generator = new SourceMapGenerator({ file: 'out.js' });
  for (const { column, source } of stretches) generator.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
  return JSON.parse(generator.toString()) as ReturnType<SourceMapGenerator['toJSON']>;
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('third-party bytes of a built file', () => {
  it('names the package of a source, scoped or nested, and none for our own code', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('../node_modules/@chakra-ui/react/dist/esm/index.js')).toBe('@chakra-ui/react');
    expect(packageOf('node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOf('../../src/sync/engine.ts')).toBeNull();
  });

  it('keeps the stretches mapped to node_modules and counts them per package', () => {
    const code = 'ownABCdefgh;glue';
    const map = built([
      { column: 0, source: '../src/app.ts' },
      { column: 3, source: '../node_modules/react/index.js' },
      { column: 6, source: '../node_modules/@scope/pkg/x.js' },
      { column: 11, source: '../src/glue.ts' },
    ]);
    const part = thirdPartyPart(code, map);
    expect(part.code).toBe('ABCdefgh');
    expect(Object.fromEntries(part.byPackage)).toEqual({ react: 3, '@scope/pkg': 5 });
  });

  it('resolves the sources against the map folder: a build inside node_modules/.cache names its packages only then', () => {
    const map = built([
      { column: 0, source: '../../../../react/index.js' },
      { column: 3, source: '../../../../../src/app.ts' },
    ]);
    const part = thirdPartyPart('ABCown', map, '/repo/node_modules/.cache/terren-bench/mapped/assets');
    expect(part.code).toBe('ABC');
    expect(Object.fromEntries(part.byPackage)).toEqual({ react: 3 });
  });

  it('counts bytes before the first mapping, and a file with no map, as ours; a build with no map fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'terren-third-party-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'a.js'), 'glue;' + 'x'.repeat(200));
    writeFileSync(join(dir, 'a.js.map'), JSON.stringify(built([{ column: 5, source: '../node_modules/lib/x.js' }])));
    writeFileSync(join(dir, 'b.js'), 'no map');
    const total = thirdPartyTotal(dir, ['a.js', 'b.js']);
    expect(total.byPackage.get('lib')).toBe(200);
    expect(total.gzip).toBeGreaterThan(0);
    expect(total.gzip).toBeLessThan(200);
    expect(() => thirdPartyTotal(dir, ['b.js'])).toThrow(/none of 1 files has a source map/);
  });
});
