import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats only: PNGs and fonts are compressed already, a second pass only costs CPU. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this the headers outweigh the saving; @fastify/compress uses the same threshold. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside `file` when each is smaller than the file itself. */
export async function precompressFile(file: string): Promise<void> {
  const plain = await readFile(file);
  if (plain.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gz(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < plain.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < plain.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Compresses the built app once, at maximum quality, so the server sends the files as they are
 * (@fastify/static `preCompressed`) instead of compressing each request at a quality it can afford
 * per request. Runs after vite-plugin-pwa has written sw.js, so the worker is compressed too; the
 * worker's precache globs match no `.br`/`.gz` name, so the precache does not grow.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'terren:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        // Two at a time: zlib's thread pool has four threads and the build machine two cores.
        for (let i = 0; i < files.length; i += 2) await Promise.all(files.slice(i, i + 2).map(precompressFile));
      },
    },
  };
}
