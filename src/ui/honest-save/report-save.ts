import { db } from '../../db/database';
import { i18next } from '../../i18n/i18n';
import { recordOutboxKeys } from '../../sync/adapters/outbox-write';
import { notifyError, notifySaved, notifySuccess } from '../offline-list/notify';
import { rowsLeft, watchWrittenRows } from './outbox-save-rows';
import { followSave } from './save-rows';

/** The outbox rows a save touches, recorded from markSave until reportSave (or stop). */
export interface SaveMark {
  keys: ReadonlySet<string>;
  /** Stops recording without reporting (the write failed, or its outcome is told otherwise). */
  stop: () => void;
}

/** Call just before an outbox write whose result reportSave will tell. */
export function markSave(): SaveMark {
  const keys = new Set<string>();
  const stop = recordOutboxKeys((key) => keys.add(key));
  return { keys, stop };
}

/**
 * Tells the member how a committed outbox write stands (see followSave): `success` (the spec's
 * text) once the server has it, "saved on the device" while it waits, the server's reason if it
 * refuses. Keeps listening after the screen closes, so a later confirmation still shows.
 */
export function reportSave(mark: SaveMark, success: string): void {
  mark.stop();
  void rowsLeft(db, [...mark.keys]).then(
    (written) =>
      followSave(
        watchWrittenRows(db, written),
        {
          confirmed: () => notifySuccess(success),
          onDevice: () => notifySaved(i18next.t('offlineList.savedOnDevice')),
          refused: (reason) => notifyError(i18next.t('offlineList.refused.title', { reason: reason ?? i18next.t('offlineList.refused.noReason') })),
        },
        navigator.onLine,
      ),
    (error: unknown) => console.error('honest save: the outbox could not be read', error),
  );
}

/** Runs an outbox write, then reportSave; a write that throws reports nothing and rethrows. */
export async function writeAndReport<T>(write: () => Promise<T>, success: string): Promise<T> {
  const mark = markSave();
  let value: T;
  try {
    value = await write();
  } catch (error) {
    mark.stop();
    throw error;
  }
  reportSave(mark, success);
  return value;
}
