import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SourceMapConsumer, type RawSourceMapInput } from 'source-map-js';
import { gzipBytes } from './bytes';

/** The package a source of a source map belongs to ('react-dom', '@chakra-ui/react'), or null for our own code. */
export function packageOf(source: string): string | null {
  // The last node_modules: a package nested in another's is its own package.
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match?.[1] ?? null;
}

/**
 * The bytes of a built file whose source map traces them to a package in node_modules, in file
 * order, and the raw bytes per package. A stretch runs from one mapping to the next on its line.
 * Bytes with no mapping (the bundler's glue between chunks) count as ours, so the third-party
 * part is, if anything, understated. `mapFolder` is where the map lies: its sources are relative to
 * it, and a build inside node_modules/.cache names node_modules only once they are resolved.
 */
export function thirdPartyPart(code: string, map: RawSourceMapInput, mapFolder = '/'): { code: string; byPackage: Map<string, number> } {
  const lines = code.split('\n');
  const stretches: { line: number; column: number; pkg: string | null }[] = [];
  new SourceMapConsumer(map).eachMapping(
    (m) => stretches.push({ line: m.generatedLine, column: m.generatedColumn, pkg: m.source ? packageOf(resolve(mapFolder, map.sourceRoot ?? '', m.source)) : null }),
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const parts: string[] = [];
  const byPackage = new Map<string, number>();
  stretches.forEach((stretch, i) => {
    if (stretch.pkg === null) return;
    const next = stretches[i + 1];
    const text = lines[stretch.line - 1] ?? '';
    const end = next !== undefined && next.line === stretch.line ? next.column : text.length;
    const piece = text.slice(stretch.column, end);
    parts.push(piece);
    byPackage.set(stretch.pkg, (byPackage.get(stretch.pkg) ?? 0) + piece.length);
  });
  return { code: parts.join(''), byPackage };
}

/**
 * Of these built files (paths relative to `dir`, each with its `.map` beside it), the gzip size of
 * their third-party part (each file's part compressed on its own, as the files are sent), and the
 * raw bytes per package over all of them. A file without a map (the bundler's runtime, which has no
 * source) counts as ours; a build with no map at all is an error, not a floor of zero.
 */
export function thirdPartyTotal(dir: string, files: readonly string[]): { gzip: number; byPackage: Map<string, number> } {
  let gzip = 0;
  let mapped = 0;
  const byPackage = new Map<string, number>();
  for (const file of files) {
    const path = join(dir, file);
    if (!existsSync(`${path}.map`)) continue;
    mapped++;
    const part = thirdPartyPart(readFileSync(path, 'utf8'), JSON.parse(readFileSync(`${path}.map`, 'utf8')) as RawSourceMapInput, dirname(path));
    if (part.code.length > 0) gzip += gzipBytes(part.code);
    for (const [pkg, bytes] of part.byPackage) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
  }
  if (files.length > 0 && mapped === 0) throw new Error(`none of ${files.length} files has a source map in ${dir}`);
  return { gzip, byPackage };
}
