import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { VOTING_DAY_NS } from '../i18n/namespace';
import { sq as votingDaySq } from '../i18n/sq';
import { SHOW_BUSY_AFTER_MS, useRowVoteAction } from './use-vote-action';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';

vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'sq', resources: { sq: { [VOTING_DAY_NS]: votingDaySq } } });
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** Lets the write's promise chain (then → finally) run. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRowVoteAction', () => {
  it('shows the vote with what the write resolved to once it has committed, and the toast only after', async () => {
    const write = deferred();
    const setVote = vi.fn(() => write.promise.then(() => 'pending' as const));
    const onCommitted = vi.fn();
    const { result } = renderHook(() => useRowVoteAction(setVote, onCommitted), { wrapper });
    act(() => result.current.toggle(7, true));
    act(() => result.current.toggle(7, true));
    expect(setVote).toHaveBeenCalledTimes(1);
    expect(onCommitted).not.toHaveBeenCalled();
    // A write still running after SHOW_BUSY_AFTER_MS shows its row busy; a quicker one never does.
    expect(result.current.busyRows.get(7)).toBe(false);
    await vi.waitFor(() => expect(result.current.busyRows.get(7)).toBe(true), { timeout: SHOW_BUSY_AFTER_MS + 500 });
    act(() => result.current.toggle(7, true));
    expect(setVote).toHaveBeenCalledTimes(1);
    await act(async () => {
      write.resolve();
      await write.promise;
    });
    expect(onCommitted).toHaveBeenCalledWith(7, true, 'pending');
    expect(result.current.busyRows.get(7)).toBe(false);
    // The toast waits for the frame that shows the row.
    expect(notifySuccess).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Konfirmimi u krye me sukses!'));
  });

  it('never shows a quick write busy, and takes the next tap once it has committed', async () => {
    const quick = vi.fn(() => Promise.resolve('pending' as const));
    const { result } = renderHook(() => useRowVoteAction(quick, vi.fn()), { wrapper });
    await act(async () => {
      result.current.toggle(8, true);
      await settle();
    });
    await new Promise((resolve) => setTimeout(resolve, SHOW_BUSY_AFTER_MS + 50));
    expect(result.current.busyRows.get(8)).toBe(false);
    act(() => result.current.toggle(8, false));
    expect(quick).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledTimes(2));
  });

  it('shows the delete toast for a removed mark', async () => {
    const { result } = renderHook(() => useRowVoteAction(() => Promise.resolve(null), vi.fn()), { wrapper });
    await act(async () => {
      result.current.toggle(3, false);
      await settle();
    });
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Fshirja u krye me sukses!'));
  });

  it('claims nothing when the local write throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onCommitted = vi.fn();
    const { result } = renderHook(() => useRowVoteAction(() => Promise.reject(new Error('QuotaExceededError')), onCommitted), { wrapper });
    await act(async () => {
      result.current.toggle(9, true);
      await settle();
    });
    expect(onCommitted).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Ndryshimi nuk u ruajt në pajisje! Provoni përsëri.');
    expect(result.current.busyRows.get(9)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
