import { writeAndReport } from '../../ui/honest-save/report-save';
import { notifyError } from '../../ui/offline-list/notify';

/**
 * Runs a save and shows the spec's toast for it (spec 02 §8); true when it went through. The
 * success text waits for the server when the save queued a change (writeAndReport); a call that
 * went straight to the server queued none, so its text comes at once.
 */
export async function withToasts(write: () => Promise<unknown>, success: string | null, failure: string): Promise<boolean> {
  try {
    await (success === null ? write() : writeAndReport(write, success));
  } catch {
    notifyError(failure);
    return false;
  }
  return true;
}
