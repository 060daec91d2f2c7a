import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineInfo } from './machine';

/** One line of the table: Terren's figure beside the baseline's, measured in the same run. */
export interface Figure {
  id: string;
  what: string;
  unit: string;
  terren: number | null;
  baseline: number | null;
  baselineLabel: string;
  /** true when a smaller number is better (times, bytes); false for rates. */
  lowerIsBetter: boolean;
  note?: string;
}

export interface BenchResult {
  machine: MachineInfo;
  mode: 'quick' | 'full';
  sizes: Record<string, number>;
  figures: Figure[];
  durationSeconds: number;
  /** The benchmarks this run included (all of them unless `--only` narrowed it). */
  benchmarks?: string[];
  /** Benchmarks that threw; their rows hold nulls and the error in the note. */
  failed?: string[];
  /** Seconds each benchmark took, by id. */
  timings?: Record<string, number>;
}

/** terren / baseline; below 1 means Terren is smaller (better for times and bytes). */
export function ratio(figure: Figure): number | null {
  if (figure.terren === null || figure.baseline === null || figure.baseline === 0) return null;
  return figure.terren / figure.baseline;
}

function cell(value: number | null): string {
  if (value === null) return '—';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** Table-safe text: a pipe or a line break inside a cell would break the Markdown row. */
export function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** Two decimals, or two significant digits when that would show 0.00 (a 400× gap must not read as zero). */
export function formatRatio(r: number): string {
  return Math.abs(r) < 0.01 && r !== 0 ? r.toPrecision(2) : r.toFixed(2);
}

export function toMarkdown(result: BenchResult): string {
  const m = result.machine;
  const lines = [
    `# Terren benchmarks (${result.mode})`,
    '',
    `${m.date} · commit ${m.commit} · Node ${m.node} · ${m.chromium} · ${m.cores} cores (${m.cpuModel}) · ${m.memoryGiB} GiB · ${result.durationSeconds.toFixed(0)} s`,
    '',
    `Sizes: ${Object.entries(result.sizes).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    '',
    ...(result.benchmarks ? [`Benchmarks: ${result.benchmarks.join(', ')}${result.failed?.length ? ` (failed: ${result.failed.join(', ')})` : ''}`, ''] : []),
    ...(result.timings ? [`Seconds per benchmark: ${Object.entries(result.timings).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`, ''] : []),
    '| id | what | unit | Terren | baseline | baseline is | ratio (Terren / baseline) | note |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const f of result.figures) {
    const r = ratio(f);
    lines.push(
      `| ${f.id} | ${escapeCell(f.what)} | ${f.unit} | ${cell(f.terren)} | ${cell(f.baseline)} | ${escapeCell(f.baselineLabel)} | ${r === null ? '—' : formatRatio(r)}${r === null ? '' : f.lowerIsBetter ? ' (lower is better)' : ' (higher is better)'} | ${escapeCell(f.note ?? '')} |`,
    );
  }
  return lines.join('\n') + '\n';
}

/** Writes `<name>.json` and `<name>.md` (the full run is 'latest'; quick and partial runs use other names). */
export function writeResult(result: BenchResult, dir = 'bench/results', name = 'latest'): { json: string; markdown: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, `${name}.json`);
  const markdown = join(dir, `${name}.md`);
  writeFileSync(json, JSON.stringify(result, null, 2));
  writeFileSync(markdown, toMarkdown(result));
  return { json, markdown };
}
