import { parseArgs } from 'node:util';

export const BENCHMARK_IDS = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'HEAP', 'POWER', 'QR', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7'] as const;
export type BenchmarkId = (typeof BENCHMARK_IDS)[number];

export interface RunOptions {
  quick: boolean;
  /** The benchmarks to run, in table order. */
  only: BenchmarkId[];
  /** True when --only narrowed the set. */
  partial: boolean;
}

function isBenchmarkId(value: string): value is BenchmarkId {
  return (BENCHMARK_IDS as readonly string[]).includes(value);
}

/**
 * `--quick`, `--only B6` (repeatable, or comma-separated: `--only B1,B6`). Ids are
 * case-insensitive; an unknown id is an error rather than a silently empty run.
 */
export function parseRunArgs(argv: readonly string[]): RunOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: { quick: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
    strict: true,
  });
  const requested = (values.only ?? []).flatMap((v) => v.split(',')).map((v) => v.trim().toUpperCase()).filter(Boolean);
  for (const id of requested) {
    if (!isBenchmarkId(id)) throw new Error(`unknown benchmark "${id}"; known: ${BENCHMARK_IDS.join(', ')}`);
  }
  const only = requested.length === 0 ? [...BENCHMARK_IDS] : BENCHMARK_IDS.filter((id) => requested.includes(id));
  return { quick: values.quick ?? false, only, partial: requested.length > 0 };
}
