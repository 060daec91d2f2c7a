import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every kernel Debian ships). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** user + system time, in ticks. */
  ticks: number;
  name: string;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces: the fields after it are split from its end.
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), name };
  } catch {
    return null;
  }
}

/**
 * CPU seconds used so far by every Chromium process this runner started (browser, renderers with
 * their service workers, GPU, network), read from /proc; null where /proc is missing. A process
 * that exits between two reads takes its seconds with it, so deltas are a floor.
 */
export function chromiumCpuSeconds(): number | null {
  let pids: number[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number);
  } catch {
    return null;
  }
  const stats = pids.map(readStat).filter((s): s is ProcStat => s !== null);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let ticks = 0;
  const walk = (pid: number, inChromium: boolean) => {
    for (const child of children.get(pid) ?? []) {
      const chromium = inChromium || child.name.startsWith('chrom');
      if (chromium) ticks += child.ticks;
      walk(child.pid, chromium);
    }
  };
  walk(process.pid, false);
  return ticks / TICKS_PER_SECOND;
}
