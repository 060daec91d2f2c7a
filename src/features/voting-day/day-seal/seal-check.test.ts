import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../db/database';
import { checkSeal, holdReason, stillSending, type DescribedRow } from './seal-check';

function row(key: string, over: Partial<OutboxRow> = {}): OutboxRow {
  return {
    key,
    kind: key.slice(0, key.lastIndexOf(':')),
    userId: 7,
    desired: { voted: true },
    version: 1,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: 100,
    updatedAt: 100,
    sentVersion: null,
    ...over,
  };
}
const vote = (id: number, over: Partial<OutboxRow> = {}, action = 'voteConfirm'): DescribedRow => ({
  row: row(`vote:observer:${id}`, over),
  description: { action, name: `Ana Hoxha (nr. ${id})`, entityId: String(id) },
});

describe('the day seal’s refusal', () => {
  it('lets the day close online with nothing on the device', () => {
    expect(checkSeal([], true)).toEqual({ ok: true });
  });

  it('refuses offline even with nothing pending: the receipt needs the server', () => {
    expect(checkSeal([], false)).toEqual({ ok: false, offline: true, marks: [], others: [] });
  });

  it('lists every pending mark with its voter and reason, oldest first, apart from other changes', () => {
    const check = checkSeal(
      [
        vote(3, { createdAt: 300 }),
        vote(1, { createdAt: 100, sentVersion: 1 }),
        { row: row('referral:local-1', { createdAt: 50 }), description: { action: 'referralCreate', name: 'Besa Leka', entityId: 'local-1' } },
        vote(2, { createdAt: 200, attempts: 2, lastError: 'timeout' }, 'voteRemove'),
      ],
      true,
    );
    if (check.ok) throw new Error('the seal should refuse');
    expect(check.offline).toBe(false);
    expect(check.marks.map((m) => [m.key, m.reason, m.description.action])).toEqual([
      ['vote:observer:1', 'sending', 'voteConfirm'],
      ['vote:observer:2', 'retrying', 'voteRemove'],
      ['vote:observer:3', 'waiting', 'voteConfirm'],
    ]);
    expect(check.others.map((o) => o.key)).toEqual(['referral:local-1']);
  });

  it('names a refusal with the server’s text and a conflict apart', () => {
    const check = checkSeal(
      [
        vote(4, { state: 'attention', attentionStatus: 404, lastError: 'Votuesi nuk u gjet në qendrat tuaja të votimit.' }),
        vote(5, { state: 'attention', attentionStatus: 409, createdAt: 101 }),
      ],
      false,
    );
    if (check.ok) throw new Error('the seal should refuse');
    expect(check.offline).toBe(true);
    expect(check.marks.map((m) => [m.reason, m.error])).toEqual([
      ['refused', 'Votuesi nuk u gjet në qendrat tuaja të votimit.'],
      ['conflict', null],
    ]);
  });

  it('tells rows a sync can still send from rows waiting for the member', () => {
    expect(holdReason(row('vote:observer:9', { state: 'attention', attentionStatus: null }))).toBe('refused');
    expect(stillSending([row('a:1', { state: 'attention' })])).toBe(false);
    expect(stillSending([row('a:1', { state: 'attention' }), row('a:2')])).toBe(true);
  });
});
