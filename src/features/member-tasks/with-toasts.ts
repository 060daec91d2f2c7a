import { notifyError, notifySuccess } from '../../ui/offline-list/notify';

/** Runs a save and shows the spec's toast for it (spec 02 §8); true when it went through. */
export async function withToasts(write: () => Promise<unknown>, success: string | null, failure: string): Promise<boolean> {
  try {
    await write();
  } catch {
    notifyError(failure);
    return false;
  }
  if (success !== null) notifySuccess(success);
  return true;
}
