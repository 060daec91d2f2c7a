import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Whether `distDir` holds a built app (an index.html): only then is the PWA served. */
export function hasBuiltApp(distDir: string): boolean {
  const index = resolve(distDir, 'index.html');
  return existsSync(index) && statSync(index).isFile();
}

function cacheHeaders(reply: FastifyReply, path: string): void {
  // Vite puts content-hashed files under assets/: they never change, so they may be kept for a year.
  // Everything else (index.html, sw.js, manifest, icons) is revalidated, so a new deploy is seen at once.
  const hashed = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Serves the built PWA from `distDir`; the SPA fallback lives in the not-found handler. */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(distDir),
    prefix: '/',
    cacheControl: false,
    setHeaders: cacheHeaders,
    // The build writes .br and .gz beside each text file (scripts/vite-precompress.ts): sent as they
    // are, with the encoding set, which @fastify/compress then leaves alone. A file without them
    // (small, or a build from before) is still compressed per request.
    preCompressed: true,
  });
}
