import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../../lib/after-paint';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { RowSignals } from '../row-signals';
import { VOTING_DAY_NS } from '../i18n/namespace';

type Translate = (key: 'confirmSuccess' | 'deleteSuccess' | 'saveFailure') => string;

/** The toast of a settled write: success only once the local write has committed. */
function toastOf(t: Translate, voted: boolean, error: unknown): void {
  if (error === undefined) {
    notifySuccess(t(voted ? 'confirmSuccess' : 'deleteSuccess'));
    return;
  }
  console.error('voting-day: local write failed', error);
  notifyError(t('saveFailure'));
}

/**
 * A row's write that has not committed after this long shows its button disabled. A write
 * normally commits well before: disabling the button at once cost every tap a second render of its
 * row, the button's focus and a round of style transitions, all while the write waited for the
 * main thread (B7: about half of what the tap cost above the in-memory floor).
 */
export const SHOW_BUSY_AFTER_MS = 300;

/**
 * Confirm/delete for a list whose rows subscribe to their own state: a row's busy flag lives in
 * `busyRows` (only that row re-renders) and shows only for a write slower than
 * SHOW_BUSY_AFTER_MS, `onCommitted` shows the vote (with what the write resolved to) once the
 * local write has committed, and the toast waits until the frame that shows the row is drawn and
 * the page is idle: mounting it takes a phone tens of milliseconds, which would otherwise come
 * before the row's frame or the input after it. One write per row at a time (a tap on a row whose
 * write runs is ignored, shown busy or not); the success toast only once the local write (record +
 * outbox row, one transaction) has committed, since the mark is then safe on the device and the
 * sync engine sends it when it can (spec 02 §8); nothing claimed when the write throws.
 */
export function useRowVoteAction<T>(
  setVote: (id: number, voted: boolean) => Promise<T>,
  onCommitted: (id: number, voted: boolean, written: T) => void,
): { busyRows: RowSignals<number, boolean>; toggle: (id: number, voted: boolean) => void } {
  const { t } = useTranslation(VOTING_DAY_NS);
  const [busyRows] = useState(() => new RowSignals<number, boolean>(false));
  // Answers "is this row's write running?" at once, whether or not the row shows it yet.
  const [inFlight] = useState(() => new Set<number>());

  const toggle = useCallback(
    (id: number, voted: boolean) => {
      if (inFlight.has(id)) return;
      inFlight.add(id);
      const showBusy = setTimeout(() => busyRows.set(id, true), SHOW_BUSY_AFTER_MS);
      const settle = () => {
        clearTimeout(showBusy);
        inFlight.delete(id);
      };
      setVote(id, voted).then(
        (written) => {
          settle();
          // One render of the row: its new mark (and its button enabled again, if it was shown busy).
          onCommitted(id, voted, written);
          busyRows.set(id, false);
          afterPaint(() => toastOf(t, voted, undefined));
        },
        (error: unknown) => {
          settle();
          busyRows.set(id, false);
          toastOf(t, voted, error ?? new Error('local write failed'));
        },
      );
    },
    [busyRows, inFlight, setVote, onCommitted, t],
  );

  return { busyRows, toggle };
}
