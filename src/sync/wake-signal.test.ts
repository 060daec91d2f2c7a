import { describe, expect, it } from 'vitest';
import { WakeSignal } from './wake-signal';

describe('WakeSignal', () => {
  it('a notification before wait() is not lost', async () => {
    const signal = new WakeSignal();
    signal.reset();
    signal.notify();
    await expect(Promise.race([signal.wait().then(() => 'woken'), new Promise((r) => setTimeout(() => r('stuck'), 20))])).resolves.toBe('woken');
  });

  it('waits after a reset until the next notification', async () => {
    const signal = new WakeSignal();
    signal.notify();
    signal.reset();
    let woken = false;
    const waiting = signal.wait().then(() => (woken = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(woken).toBe(false);
    signal.notify();
    await waiting;
    expect(woken).toBe(true);
  });

  it('wakes every waiter', async () => {
    const signal = new WakeSignal();
    const both = Promise.all([signal.wait(), signal.wait()]);
    signal.notify();
    await expect(both).resolves.toEqual([undefined, undefined]);
  });
});
