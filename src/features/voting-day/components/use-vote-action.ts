import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { VOTING_DAY_NS } from '../i18n/namespace';

/**
 * Confirm/delete for one row. The success toast shows as soon as the local write (record +
 * outbox row, one transaction) has committed: the mark is then safe on the device and the
 * sync engine sends it when it can (spec 02 §8). If the local write throws, nothing is claimed.
 */
export function useVoteAction(setVote: (id: number, voted: boolean) => Promise<void>): {
  busy: ReadonlySet<number>;
  toggle: (id: number, voted: boolean) => void;
} {
  const { t } = useTranslation(VOTING_DAY_NS);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  // The ref answers "is this row busy?" synchronously, so a double tap cannot start two writes.
  const inFlight = useRef(new Set<number>());

  const toggle = useCallback(
    (id: number, voted: boolean) => {
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      setBusy(new Set(inFlight.current));
      setVote(id, voted)
        .then(
          () => notifySuccess(t(voted ? 'confirmSuccess' : 'deleteSuccess')),
          (error: unknown) => {
            console.error('voting-day: local write failed', error);
            notifyError(t('saveFailure'));
          },
        )
        .finally(() => {
          inFlight.current.delete(id);
          setBusy(new Set(inFlight.current));
        });
    },
    [setVote, t],
  );

  return { busy, toggle };
}
