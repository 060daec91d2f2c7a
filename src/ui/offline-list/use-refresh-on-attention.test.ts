import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { db, type OutboxRow } from '../../db/database';
import { useRefreshOnAttention } from './use-refresh-on-attention';

const USER = 5;
const KIND = 'thing';

function row(key: string, state: OutboxRow['state'], updatedAt: number, kind = KIND): OutboxRow {
  return { key, kind, userId: USER, desired: {}, version: 1, state, attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: 0, updatedAt, sentVersion: null };
}

/** The hook as a screen uses it; `props` change the signal and the download state. */
function mount(refresh: () => void, props = { online: true, downloading: false }) {
  return renderHook((p: typeof props) => useRefreshOnAttention(USER, KIND, p.online, p.downloading, refresh), { initialProps: props });
}

/** Lets the live query answer and the effects run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(async () => {
  await db.outbox.clear();
});

afterEach(() => cleanup());

describe('useRefreshOnAttention', () => {
  it('refreshes once when a row of its kind needs attention, and not for pending rows or other kinds', async () => {
    await db.outbox.bulkPut([row('a', 'pending', Date.now()), row('b', 'attention', Date.now(), 'other')]);
    const refresh = vi.fn();
    const { rerender } = mount(refresh);
    await settle();
    expect(refresh).not.toHaveBeenCalled();
    await db.outbox.put(row('c', 'attention', Date.now()));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    rerender({ online: true, downloading: false });
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits for signal and for the running download to end', async () => {
    await db.outbox.put(row('a', 'attention', Date.now() - 1000));
    const refresh = vi.fn();
    const { rerender } = mount(refresh, { online: false, downloading: false });
    await settle();
    expect(refresh).not.toHaveBeenCalled();
    rerender({ online: true, downloading: true });
    await settle();
    expect(refresh).not.toHaveBeenCalled();
    // That download started after the row was stopped: it already brought the server's side.
    rerender({ online: true, downloading: false });
    await settle();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks again when a row is stopped again after the last download started', async () => {
    await db.outbox.put(row('a', 'attention', Date.now()));
    const refresh = vi.fn();
    mount(refresh);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.outbox.put(row('a', 'attention', Date.now()));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  });
});
