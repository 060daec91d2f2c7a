import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

export interface MachineInfo {
  date: string;
  commit: string;
  node: string;
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  chromium: string;
}

function quiet(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** What the figures were measured on: shared machines drift, so every result says where and when. */
export function describeMachine(chromiumPath: string): MachineInfo {
  const version = quiet(chromiumPath, ['--version']);
  return {
    date: new Date().toISOString(),
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
    node: process.version,
    cores: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    // Debian's wrapper prints a shell warning before the version line; keep the version line only.
    chromium: version.split('\n').find((line) => line.includes('Chromium')) ?? version,
  };
}
