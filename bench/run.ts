// `npm run bench [-- --quick] [-- --only B6]`: runs the benchmarks, each beside its baseline in the
// same run, and writes bench/results/<name>.json and .md (see bench/README.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRunArgs } from './lib/args';
import { withTimeout, type Benchmark } from './lib/context';
import { describeMachine } from './lib/machine';
import { repoRoot } from './lib/repo';
import { chromiumPath } from '../tests/support/chromium';
import { writeResult, type Figure } from './lib/report';
import { sharedResources } from './lib/resources';
import { killAllServers } from './lib/server-process';
import { fullSizes, headlineSizes, quickSizes } from './lib/sizes';
import { benchmarks } from './benchmarks/registry';

/**
 * Per-benchmark ceiling: a stuck browser or server fails that row instead of hanging the run. Quick
 * mode allows 180 s: since issue 36 every sign-in and every fresh tab derives the password twice
 * (600,000 PBKDF2 rounds each), and HEAP opens the app five times on CI's two loaded cores.
 */
const BENCHMARK_TIME_LIMIT_MS = { quick: 180_000, full: 600_000 };

async function main(): Promise<number> {
  const started = performance.now();
  const options = parseRunArgs(process.argv.slice(2));
  const sizes = options.quick ? quickSizes : fullSizes;
  const mode = options.quick ? 'quick' : 'full';
  const selected: Benchmark[] = options.only.map((id) => {
    const found = benchmarks.find((b) => b.id === id);
    if (!found) throw new Error(`benchmark ${id} is not registered`);
    return found;
  });
  const tmpRoot = mkdtempSync(join(tmpdir(), 'terren-bench-'));
  const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
  log(`Terren bench (${mode}): ${selected.map((b) => b.id).join(', ')}`);

  const shared = sharedResources({ tmpRoot, sizes, selected, log });
  const ctx = { quick: options.quick, sizes, tmpRoot, log, ...shared };
  const figures: Figure[] = [];
  const failed: string[] = [];
  const timings: Record<string, number> = {};
  try {
    // Shared set-up first, so each benchmark's seconds are its own.
    if (selected.some((b) => b.usesAppServer)) {
      const t = performance.now();
      await shared.appServer().catch((error: unknown) => log(`set-up failed (the benchmarks that need it will fail): ${String(error)}`));
      timings.setup = (performance.now() - t) / 1000;
    }
    if (selected.some((b) => b.usesNationalDatabase)) {
      const t = performance.now();
      await shared.national().catch((error: unknown) => log(`national database failed (N1, N2 will fail): ${String(error)}`));
      timings['national database'] = (performance.now() - t) / 1000;
    }
    for (const benchmark of selected) {
      log(`${benchmark.id}: ${benchmark.title}`);
      const t = performance.now();
      try {
        figures.push(...(await withTimeout(benchmark.run(ctx), benchmark.timeLimitMs?.[mode] ?? BENCHMARK_TIME_LIMIT_MS[mode], benchmark.id)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`${benchmark.id} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
        failed.push(benchmark.id);
        const firstLine = message.split('\n')[0] ?? message;
        figures.push(...benchmark.placeholders().map((row) => ({ ...row, terren: null, baseline: null, note: `failed: ${firstLine}` })));
      }
      timings[benchmark.id] = (performance.now() - t) / 1000;
      log(`  ${benchmark.id} done in ${timings[benchmark.id]?.toFixed(1)} s`);
    }
  } finally {
    await shared.close();
    rmSync(tmpRoot, { recursive: true, force: true });
  }

  const name = options.partial ? 'only' : options.quick ? 'quick' : 'latest';
  const written = writeResult(
    {
      machine: describeMachine(chromiumPath),
      mode,
      sizes: headlineSizes(sizes),
      figures,
      durationSeconds: (performance.now() - started) / 1000,
      benchmarks: selected.map((b) => b.id),
      failed,
      timings,
    },
    join(repoRoot, 'bench', 'results'),
    name,
  );
  log(`wrote ${written.json} and ${written.markdown}`);
  if (failed.length > 0) log(`failed: ${failed.join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllServers();
    process.exit(130);
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    killAllServers();
    console.error(error);
    process.exitCode = 1;
  },
);
