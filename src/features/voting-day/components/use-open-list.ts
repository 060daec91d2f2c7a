import { useCallback, useEffect } from 'react';
import type { WrittenIntent } from '../../../collections/collection-write';
import type { OpenVoterList } from '../open-voter-list';
import type { RowMarks } from '../row-marks';
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
 * its new mark and its sync mark in one render, from what the write says its outbox row became,
 * until the outbox is read again (RowMarks).
 */
export function useListVoteAction(
  list: OpenVoterList<{ voted: boolean }>,
  marks: RowMarks,
  syncKeyOf: (id: number) => string,
  setVote: (id: number, voted: boolean) => Promise<WrittenIntent>,
): ReturnType<typeof useRowVoteAction> {
  const applyVote = useCallback(
    (id: number, voted: boolean, written: WrittenIntent) => {
      marks.wrote(syncKeyOf(id), written.state ?? 'sent', written.seq);
      list.applyVote(id, voted);
    },
    [list, marks, syncKeyOf],
  );
  return useRowVoteAction(setVote, applyVote);
}
