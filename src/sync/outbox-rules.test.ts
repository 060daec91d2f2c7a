import { describe, expect, it } from 'vitest';
import type { OutboxRow } from './outbox-row';
import { planAcknowledge, planAttention, planBeginSend, planWrite, type LocalChange } from './outbox-rules';
import type { Acknowledgement } from './ports';

const change = (voted: boolean, userId = 1): LocalChange => ({ key: 'vote:observer:5', kind: 'vote:observer', userId, desired: { voted } });

function row(overrides: Partial<OutboxRow> = {}): OutboxRow {
  return {
    key: 'vote:observer:5',
    kind: 'vote:observer',
    userId: 1,
    desired: { voted: true },
    version: 1,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 100,
    lastError: null,
    createdAt: 100,
    updatedAt: 100,
    sentVersion: null,
    ...overrides,
  };
}

const ack = (version: number, voted: boolean, complete = true): Acknowledgement => ({
  key: 'vote:observer:5',
  kind: 'vote:observer',
  userId: 1,
  version,
  desired: { voted },
  complete,
  localId: null,
  createdId: null,
});

describe('planWrite', () => {
  it('creates nothing when the server already holds the state', () => {
    expect(planWrite(undefined, change(false), true, 5)).toEqual({ action: 'none' });
  });

  it('creates version 1, due at the write time', () => {
    expect(planWrite(undefined, change(true), false, 5)).toMatchObject({ action: 'put', row: { version: 1, nextAttemptAt: 5, createdAt: 5, sentVersion: null } });
  });

  it('deletes an unsent row when the user goes back to the server state', () => {
    expect(planWrite(row(), change(false), true, 5)).toEqual({ action: 'delete' });
  });

  it('keeps a possibly-landed row with a new version', () => {
    expect(planWrite(row({ sentVersion: 1 }), change(false), true, 5)).toMatchObject({
      action: 'put',
      row: { version: 2, desired: { voted: false }, sentVersion: 1 },
    });
  });

  it('restarts a refused row and keeps the backoff of a waiting one', () => {
    const refused = row({ state: 'attention', lastError: 'x', attempts: 3, nextAttemptAt: 999 });
    expect(planWrite(refused, change(false), false, 5)).toMatchObject({ row: { state: 'pending', lastError: null, attempts: 0, nextAttemptAt: 5 } });
    const waiting = row({ attempts: 2, nextAttemptAt: 999 });
    expect(planWrite(waiting, change(false), false, 5)).toMatchObject({ row: { attempts: 2, nextAttemptAt: 999 } });
  });

  it('hands the row to the latest writer', () => {
    expect(planWrite(row(), change(true, 2), false, 5)).toMatchObject({ row: { userId: 2, version: 2 } });
  });
});

describe('planBeginSend', () => {
  it('only for pending rows of the given members', () => {
    expect(planBeginSend(row(), new Set([1]), 7)).toMatchObject({ row: { sentVersion: 1 } });
    expect(planBeginSend(row(), new Set([2]), 7)).toEqual({ action: 'none' });
    expect(planBeginSend(row({ state: 'attention' }), new Set([1]), 7)).toEqual({ action: 'none' });
  });
});

describe('planAcknowledge', () => {
  it('deletes the row when the sent version is current', () => {
    expect(planAcknowledge(row({ sentVersion: 1 }), ack(1, true), 9)).toEqual({ action: 'delete' });
  });

  it('keeps a newer different version and settles the sent one', () => {
    const current = row({ version: 2, desired: { voted: false }, sentVersion: 1 });
    expect(planAcknowledge(current, ack(1, true), 9)).toMatchObject({ action: 'put', row: { version: 2, sentVersion: null, nextAttemptAt: 9 } });
  });

  it('keeps the row for its next step when the request was one step of several', () => {
    expect(planAcknowledge(row({ sentVersion: 1 }), ack(1, true, false), 9)).toMatchObject({ action: 'put', row: { sentVersion: null } });
  });

  it('claiming records the sent version with its sequence number, and settling forgets both', () => {
    const claimed = planBeginSend(row({ seq: 7 }), new Set([1]), 9);
    expect(claimed).toMatchObject({ action: 'put', row: { sentVersion: 1, sentSeq: 7 } });
    const next = row({ seq: 8, version: 2, desired: { voted: false }, sentVersion: 1, sentSeq: 7 });
    const settled = planAcknowledge(next, { ...ack(1, true), seq: 7 }, 10);
    expect(settled).toMatchObject({ action: 'put', row: { sentVersion: null } });
    expect(settled.action === 'put' && 'sentSeq' in settled.row).toBe(false);
  });

  it('ignores a late answer to an earlier life of the row with the same version number', () => {
    // Version 1 (seq 3) was acknowledged and deleted; the entity changed again: version 1, seq 4.
    const reborn = row({ seq: 4, sentVersion: 1, sentSeq: 4 });
    expect(planAcknowledge(reborn, { ...ack(1, true), seq: 3 }, 9)).toEqual({ action: 'none' });
    expect(planAcknowledge(row({ seq: 4 }), { ...ack(1, true), seq: 3 }, 9)).toEqual({ action: 'none' });
    expect(planAcknowledge(reborn, { ...ack(1, true), seq: 4 }, 9)).toEqual({ action: 'delete' });
  });

  it('ignores an answer to a version that is not in flight', () => {
    expect(planAcknowledge(row({ version: 2, sentVersion: 2 }), ack(1, true), 9)).toEqual({ action: 'none' });
  });
});

describe('planAttention', () => {
  it('stops only the refused version', () => {
    expect(planAttention(row(), 1, 'no', 9)).toMatchObject({ row: { state: 'attention', lastError: 'no' } });
    expect(planAttention(row({ version: 2 }), 1, 'no', 9)).toEqual({ action: 'none' });
  });
});
