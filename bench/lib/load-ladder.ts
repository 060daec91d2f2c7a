/** One window of closed-loop load at a fixed number of connections, and what came back. */
export interface LoadStep {
  connections: number;
  /** 2xx answers per second. */
  rate: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  failures: number;
}

export const P99_LIMIT_MS = 50;

export function passes(step: LoadStep, limitMs = P99_LIMIT_MS): boolean {
  return step.p99Ms < limitMs && step.failures === 0;
}

/** The passing step with the highest rate, or null when none passed. */
export function bestPassing(steps: readonly LoadStep[], limitMs = P99_LIMIT_MS): LoadStep | null {
  let best: LoadStep | null = null;
  for (const step of steps) if (passes(step, limitMs) && (best === null || step.rate > best.rate)) best = step;
  return best;
}

/** The step with the highest rate whatever its latency (the server's saturation point), or null. */
export function peak(steps: readonly LoadStep[]): LoadStep | null {
  let best: LoadStep | null = null;
  for (const step of steps) if (step.failures === 0 && (best === null || step.rate > best.rate)) best = step;
  return best;
}

export interface LadderShape {
  /** Connections of the first window. */
  start: number;
  /** Multiplier between climbing windows. */
  factor: number;
  /** No window above this many connections. */
  max: number;
  /** Bisection windows between the highest passing and the lowest failing count, after the climb. */
  refine: number;
  /** Hard bound on windows, climb and refinement together. */
  maxSteps: number;
}

/**
 * Windows in a row that must grow less than 5 % before the climb calls it saturation. One such
 * window is not enough on a shared 2-core machine: in a full run the PostgreSQL climb stopped at 8
 * connections (1,310 → 1,332/s) where a run of B6 alone on the same commit went on to 16 (1,685/s)
 * and 32 (1,740/s), both under the p99 limit.
 */
const STALLED_WINDOWS = 2;

/** Whether window `i` rose at least 5 % above every window before it. */
function grew(steps: readonly LoadStep[], i: number): boolean {
  const before = peak(steps.slice(0, i));
  const step = steps[i];
  return before === null || (step !== undefined && step.rate >= before.rate * 1.05);
}

/** Whether each of the last STALLED_WINDOWS windows failed to grow. */
function stalled(steps: readonly LoadStep[]): boolean {
  if (steps.length < STALLED_WINDOWS) return false;
  for (let i = steps.length - STALLED_WINDOWS; i < steps.length; i++) if (grew(steps, i)) return false;
  return true;
}

/**
 * Phase 1, the climb: the next number of connections, or null once the rate stops growing
 * (STALLED_WINDOWS windows in a row under 5 % above the best before them: the server is
 * saturated), a window had failures, or the cap or the step limit is reached. The climb goes on
 * past the p99 limit so the saturation point is known even when no window meets the limit.
 */
export function nextClimb(steps: readonly LoadStep[], shape: LadderShape): number | null {
  if (steps.length >= shape.maxSteps) return null;
  const last = steps[steps.length - 1];
  if (last === undefined) return shape.start;
  if (last.failures > 0) return null;
  if (stalled(steps)) return null;
  const next = Math.max(last.connections + 1, Math.round(last.connections * shape.factor));
  return next > shape.max ? null : next;
}

/**
 * Phase 2, the refinement: bisects between the highest passing count that has a failing count
 * above it and the lowest such failing count. Null when there is no such bracket, it cannot be
 * split further, or `refine` windows were spent (`refined` counts them).
 */
export function nextRefine(steps: readonly LoadStep[], shape: LadderShape, refined: number, limitMs = P99_LIMIT_MS): number | null {
  if (refined >= shape.refine || steps.length >= shape.maxSteps) return null;
  const failing = steps.filter((s) => !passes(s, limitMs)).map((s) => s.connections);
  const passing = steps.filter((s) => passes(s, limitMs)).map((s) => s.connections);
  const bracketed = passing.filter((c) => failing.some((f) => f > c));
  if (bracketed.length === 0) return null;
  const low = Math.max(...bracketed);
  const high = Math.min(...failing.filter((f) => f > low));
  const middle = Math.floor((low + high) / 2);
  return middle <= low ? null : middle;
}
