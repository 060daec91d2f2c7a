import { readFileSync } from 'node:fs';

/** VmRSS of a process in KiB from /proc/<pid>/status, or null when it cannot be read (gone, not Linux). */
export function readRssKiB(pid: number): number | null {
  try {
    return parseVmRss(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null;
  }
}

/** The VmRSS line of a /proc status file, in KiB. */
export function parseVmRss(status: string): number | null {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Samples a process's RSS every `everyMs` until stopped; `peak` is the largest sample seen. */
export function sampleRss(pid: number, everyMs = 100): { stop: () => { peakKiB: number | null; samples: number } } {
  let peak: number | null = null;
  let samples = 0;
  const take = () => {
    const kib = readRssKiB(pid);
    if (kib === null) return;
    samples++;
    peak = Math.max(peak ?? 0, kib);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakKiB: peak, samples };
    },
  };
}
