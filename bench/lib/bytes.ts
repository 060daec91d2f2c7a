import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Size of `data` after gzip -9 (what a server would send compressed). */
export function gzipBytes(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Sum of gzip sizes of these files (paths relative to `dir`). */
export function gzipTotal(dir: string, files: readonly string[]): { gzip: number; raw: number } {
  let gzip = 0;
  let raw = 0;
  for (const file of files) {
    const data = readFileSync(join(dir, file));
    raw += data.length;
    gzip += gzipBytes(data);
  }
  return { gzip, raw };
}

/**
 * The manifest workbox-build injected into a built sw.js (`[{revision:…,url:"…"},…]` or with
 * quoted keys), relative to the site root: the files precached at install, and those the build
 * marked `onUse` (scripts/precache-plan.ts), which the worker caches when first fetched or at idle.
 */
export function swManifest(swSource: string): { precached: string[]; onUse: string[] } {
  const precached = new Set<string>();
  const onUse = new Set<string>();
  for (const entry of swSource.matchAll(/\{[^{}]*["']?url["']?\s*:\s*["']([^"']+)["'][^{}]*\}/g)) {
    const url = entry[1];
    if (url === undefined) continue;
    (/["']?onUse["']?\s*:\s*(?:true|!0)/.test(entry[0]) ? onUse : precached).add(url.replace(/^\//, ''));
  }
  return { precached: [...precached].sort(), onUse: [...onUse].sort() };
}

/** The URLs precached at install (see swManifest). */
export function precacheUrls(swSource: string): string[] {
  return swManifest(swSource).precached;
}

export const kib = (bytes: number): number => bytes / 1024;
