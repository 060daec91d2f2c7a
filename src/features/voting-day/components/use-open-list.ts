import { useCallback, useEffect } from 'react';
import type { OutboxRowState } from '../../../sync/outbox-row';
import type { RowSync } from '../../../ui/offline-list/sync-mark';
import type { OpenVoterList } from '../open-voter-list';
import type { RowSignals } from '../row-signals';
import { useRowVoteAction } from './use-vote-action';

/** Keeps `list` open (loaded and following changes) while the screen shows it; null opens nothing. */
export function useOpenWhileShown(list: OpenVoterList<{ voted: boolean }> | null): void {
  useEffect(() => {
    if (!list) return;
    list.open();
    return () => list.close();
  }, [list]);
}

/**
 * Confirm/delete on an open list (useRowVoteAction): once the write has committed, the row gets
 * its new mark and its sync mark in one render, from what the write says its outbox row became.
 */
export function useListVoteAction(
  list: OpenVoterList<{ voted: boolean }>,
  syncMarks: RowSignals<string, RowSync>,
  syncKeyOf: (id: number) => string,
  setVote: (id: number, voted: boolean) => Promise<OutboxRowState | null>,
): ReturnType<typeof useRowVoteAction> {
  const applyVote = useCallback(
    (id: number, voted: boolean, state: OutboxRowState | null) => {
      syncMarks.set(syncKeyOf(id), state ?? 'sent');
      list.applyVote(id, voted);
    },
    [list, syncMarks, syncKeyOf],
  );
  return useRowVoteAction(setVote, applyVote);
}
