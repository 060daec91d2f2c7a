import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repo';

/**
 * Build output lives in node_modules/.cache (ignored by git and by ESLint, which would otherwise
 * lint the minified bundles): the production app plus the bench pages, and B4's React floor.
 * BENCH_BUILD_DIR moves it (e.g. to /tmp) so two people benchmarking one checkout do not
 * overwrite each other's build mid-run.
 */
export const buildCache = process.env.BENCH_BUILD_DIR || join(repoRoot, 'node_modules', '.cache', 'terren-bench');
export const benchDist = join(buildCache, 'dist');
export const floorDist = join(buildCache, 'floor');
export const mappedDist = join(buildCache, 'mapped');
export const shellFloorDist = join(buildCache, 'shell-floor');

function vite(args: string[], log: (message: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) {
        if (output.trim()) log(output.trim());
        resolve();
      } else reject(new Error(`vite build ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

/**
 * Builds the app exactly as `npm run build` does (its own vite.config.ts) into bench/.dist, then
 * the bench pages with bench/vite.config.ts into the same folder, so one server serves both on one
 * origin while the app's bundles and service worker stay byte-for-byte the production ones.
 */
export async function buildBenchDist(log: (message: string) => void): Promise<string> {
  await vite(['--outDir', benchDist, '--emptyOutDir'], log);
  await vite(['--config', join('bench', 'vite.config.ts'), '--outDir', benchDist], log);
  return benchDist;
}

/** B4's floor: a React root rendering one element, built by the same Vite with the same React plugin. */
export async function buildFloor(log: (message: string) => void): Promise<string> {
  await vite(['--config', join('bench', 'floor', 'vite.config.ts'), '--outDir', floorDist, '--emptyOutDir'], log);
  return floorDist;
}

/**
 * The app built again as `npm run build` does, with source maps beside the files (not referenced
 * from them), for B4's third-party floor. Its files are the same as the bench build's, name for name.
 */
export async function buildMapped(log: (message: string) => void): Promise<string> {
  await vite(['--outDir', mappedDist, '--emptyOutDir', '--sourcemap', 'hidden'], log);
  return mappedDist;
}

/**
 * HEAP's shell floor: the app built as `npm run build` does, with its voting-day screen swapped
 * for the least a first open does (bench/shell-floor/vite.config.ts).
 */
export async function buildShellFloor(log: (message: string) => void): Promise<string> {
  await vite(['--config', join('bench', 'shell-floor', 'vite.config.ts'), '--outDir', shellFloorDist, '--emptyOutDir'], log);
  return shellFloorDist;
}
