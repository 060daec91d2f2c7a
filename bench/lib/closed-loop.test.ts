import { describe, expect, it } from 'vitest';
import { closedLoop } from './closed-loop';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('closedLoop', () => {
  it('keeps one call per client in flight, sends none after the deadline, and counts the calls in flight then', async () => {
    const sent: number[] = [];
    let inFlight = 0;
    let most = 0;
    const result = await closedLoop({
      clients: 4,
      seconds: 0.02,
      next: (i) => ({
        kind: i % 2 === 0 ? 'even' : 'odd',
        run: async () => {
          sent.push(i);
          most = Math.max(most, ++inFlight);
          // Longer than the whole run: each client's first call is still in flight at the deadline.
          await wait(100);
          inFlight--;
        },
      }),
    });
    expect(sent).toEqual([0, 1, 2, 3]);
    expect(most).toBe(4);
    expect(result.all.calls).toBe(4);
    expect(result.byKind.get('even')?.calls).toBe(2);
    expect(result.byKind.get('odd')?.calls).toBe(2);
    expect(result.firstError).toBeNull();
    // The run lasts until the last answer, not until the deadline.
    expect(result.all.seconds).toBeGreaterThanOrEqual(0.09);
  });

  it('counts a failed call as a failure of its kind, not as a latency, and keeps the first error', async () => {
    const result = await closedLoop({
      clients: 1,
      seconds: 0.05,
      next: (i) => ({
        kind: i === 0 ? 'broken' : 'fine',
        run: async () => {
          await wait(5);
          if (i === 0) throw new Error('answered 500');
        },
      }),
    });
    expect(result.all.failures).toBe(1);
    expect(result.byKind.get('broken')).toMatchObject({ calls: 0, failures: 1 });
    expect(result.byKind.get('fine')?.calls).toBe(result.all.calls);
    expect(result.all.calls).toBeGreaterThan(0);
    expect(result.firstError).toBe('broken: answered 500');
  });
});
