import { Prng } from '../../server/seed/prng';

/** One tap of the observer: the state they set for a voter. */
export interface VoteAction {
  voterId: number;
  voted: boolean;
}

export interface B1Script {
  actions: VoteAction[];
  /** The state the server must hold for every voter touched, once everything is sent. */
  finalState: Map<number, boolean>;
  /** Distinct voters touched: what the original app re-sends (one call each, latest state). */
  touched: number;
  /** Voters whose final state differs from the server's (all start not voted). */
  changed: number;
}

/**
 * The B1 offline session: every voter is confirmed once (in random order); then some are undone,
 * and most of those are confirmed again right away, as after a mis-tap. 600 voters and 1,000
 * actions give 600 confirms, 250 undos and 150 re-confirms, leaving 100 voters back at "not voted".
 * Deterministic for a seed; needs actions ≥ voters.
 */
export function b1Script(voterIds: readonly number[], actionCount: number, seed = 20_250_511): B1Script {
  if (actionCount < voterIds.length) throw new Error(`B1 needs at least one action per voter (${actionCount} < ${voterIds.length})`);
  const prng = new Prng(seed);
  const order = prng.sample(voterIds, voterIds.length);
  const actions: VoteAction[] = order.map((voterId) => ({ voterId, voted: true }));
  const extra = actionCount - voterIds.length;
  const undos = Math.min(order.length, Math.ceil((extra * 5) / 8));
  const redos = Math.min(undos, extra - undos);
  const undone = prng.sample(order, undos);
  undone.forEach((voterId, i) => {
    actions.push({ voterId, voted: false });
    if (i < redos) actions.push({ voterId, voted: true });
  });
  // Any remainder (only when undos hit the voter count) re-confirms voters already confirmed: a no-op tap.
  for (let i = 0; actions.length < actionCount; i++) actions.push({ voterId: order[i % order.length] ?? 0, voted: true });

  const finalState = new Map<number, boolean>();
  for (const a of actions) finalState.set(a.voterId, a.voted);
  const changed = [...finalState.values()].filter(Boolean).length;
  return { actions, finalState, touched: finalState.size, changed };
}

/** The original app's rule (spec 02 §4): after the timer fires, one call per unsent voter, each after a 1 s wait. */
export function originalRuleDrainMs(calls: number, waitBeforeEachMs = 1000): number {
  return calls * waitBeforeEachMs;
}
