import { describe, expect, it } from 'vitest';
import { b1Script, originalRuleDrainMs } from './b1-script';

const ids = (n: number) => Array.from({ length: n }, (_, i) => 1000 + i);

describe('b1Script', () => {
  it('queues 1,000 actions over 600 voters: 600 confirms, 250 undos, 150 re-confirms', () => {
    const script = b1Script(ids(600), 1000);
    expect(script.actions).toHaveLength(1000);
    expect(script.actions.filter((a) => !a.voted)).toHaveLength(250);
    expect(script.touched).toBe(600);
    expect(script.changed).toBe(500);
    // Every voter's first action is a confirm, and the final state is the last action per voter.
    const seen = new Set<number>();
    for (const a of script.actions) {
      if (!seen.has(a.voterId)) expect(a.voted).toBe(true);
      seen.add(a.voterId);
    }
    const last = new Map(script.actions.map((a) => [a.voterId, a.voted]));
    expect(script.finalState).toEqual(last);
  });

  it('is deterministic for a seed and different for another', () => {
    expect(b1Script(ids(60), 100).actions).toEqual(b1Script(ids(60), 100).actions);
    expect(b1Script(ids(60), 100, 1).actions).not.toEqual(b1Script(ids(60), 100).actions);
  });

  it('refuses fewer actions than voters', () => {
    expect(() => b1Script(ids(10), 5)).toThrow(/at least one action per voter/);
  });

  it('prices the original rule at one second per call', () => {
    expect(originalRuleDrainMs(600)).toBe(600_000);
  });
});
