import { describe, expect, it } from 'vitest';
import { bestPassing, nextClimb, nextRefine, passes, peak, type LoadStep } from './load-ladder';

const shape = { start: 1, factor: 2, max: 64, refine: 2, maxSteps: 10 };
const step = (connections: number, rate: number, p99Ms: number, failures = 0): LoadStep => ({ connections, rate, p50Ms: p99Ms / 4, p99Ms, failures });
const ok = (connections: number, rate = connections * 100) => step(connections, rate, 10);
const slow = (connections: number, rate = connections * 100) => step(connections, rate, 80);

describe('load ladder', () => {
  it('fails a window that is slow or that had any failure', () => {
    expect(passes(ok(1))).toBe(true);
    expect(passes(slow(1))).toBe(false);
    expect(passes(step(1, 100, 10, 1))).toBe(false);
    expect(passes(step(1, 100, 50))).toBe(false);
  });

  it('climbs by the factor while the rate grows, past the p99 limit, and stops at saturation', () => {
    expect(nextClimb([], shape)).toBe(1);
    expect(nextClimb([ok(1)], shape)).toBe(2);
    expect(nextClimb([ok(1), slow(2)], shape)).toBe(4);
    // One window that hardly grew is noise on a shared machine; two in a row are saturation.
    expect(nextClimb([ok(1, 100), ok(2, 200), ok(4, 205)], shape)).toBe(8);
    expect(nextClimb([ok(1, 100), ok(2, 200), ok(4, 205), ok(8, 300)], shape)).toBe(16);
    expect(nextClimb([ok(1, 100), ok(2, 200), ok(4, 205), ok(8, 190)], shape)).toBeNull();
    expect(nextClimb([ok(1, 100), ok(2, 90)], shape)).toBe(4);
    expect(nextClimb([ok(1), step(2, 200, 10, 3)], shape)).toBeNull();
  });

  it('stops climbing at the connection cap and at the window limit', () => {
    expect(nextClimb([ok(64)], shape)).toBeNull();
    expect(nextClimb(Array.from({ length: 10 }, (_, i) => ok(i + 1)), shape)).toBeNull();
  });

  it('then bisects between the last passing and the first failing count, for `refine` windows', () => {
    const climbed = [ok(1), ok(2), ok(4), ok(8), slow(16), slow(32, 3200)];
    expect(nextRefine(climbed, shape, 0)).toBe(12);
    expect(nextRefine([...climbed, ok(12)], shape, 1)).toBe(14);
    expect(nextRefine([...climbed, ok(12), slow(14)], shape, 2)).toBeNull();
    // Nothing to bisect: every window passed, or none did.
    expect(nextRefine([ok(1), ok(2)], shape, 0)).toBeNull();
    expect(nextRefine([slow(1), slow(2)], shape, 0)).toBeNull();
    expect(nextRefine([ok(1), slow(2)], shape, 0)).toBeNull();
  });

  it('reports the best passing window and the saturation peak', () => {
    const steps = [ok(1), ok(2), slow(4, 350), ok(3, 290)];
    expect(bestPassing(steps)?.connections).toBe(3);
    expect(peak(steps)?.connections).toBe(4);
    expect(bestPassing([slow(1)])).toBeNull();
    expect(peak([step(1, 100, 10, 2)])).toBeNull();
  });
});
