import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite is PostgreSQL in one process with no postmaster to refuse a second one: two processes on
 * one data folder both write its files and corrupt it. So the folder gets a lock file beside it
 * (`<folder>.lock`, not inside: PGlite expects its folder to hold only its own files), created
 * with O_EXCL and holding the owner's PID. A lock whose PID is no longer running (a process killed
 * with SIGKILL or a machine that lost power) is stale and taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release: () => void;
}

/** Whether a process with this PID runs (EPERM: it does, under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Moves a stale lock aside. Two processes may find the same stale lock; only one rename wins,
 * and one that renamed a lock another process had just created (its PID is alive) puts it back.
 */
function removeStale(path: string, stalePid: number | undefined): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readPid(aside);
  if (moved !== stalePid && moved !== undefined && isRunning(moved)) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone holds a new lock already; ours to take is none of them.
    }
  }
  rmSync(aside, { force: true });
}

export function lockDataDir(dataDir: string): DataDirLock {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) {
      let held = true;
      return {
        path,
        release: () => {
          if (!held) return;
          held = false;
          if (readPid(path) === process.pid) rmSync(path, { force: true });
        },
      };
    }
    const owner = readPid(path);
    if (owner !== undefined && isRunning(owner)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Terren process (PID ${owner}, lock file ${path}). ` +
          'Stop that process first, or set DATA_DIR to another folder. If no such process is a Terren server, delete the lock file.',
      );
    }
    // No PID (a half-written file of a process that died at once) or a dead one. Our own PID is
    // refused above like any other: one process opening the folder twice corrupts it just as well.
    removeStale(path, owner);
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: ${path} keeps coming back; another process is starting on it.`);
}
