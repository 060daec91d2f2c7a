/**
 * Why a sign-out happens, shared by the shell, the app lock and the sign-in pages without their
 * importing one another: router state for /logout, and the note the sign-in page shows.
 */

/** Why /logout was opened (default: the member chose 'Dil'). */
export interface LogoutState {
  /** 'Dil nga të gjitha pajisjet': end every session of the member on the server first. */
  everywhere?: boolean;
  /** Too many wrong passwords on the app lock: sign out at once, without asking. */
  lockFailures?: boolean;
}

/** A short note the sign-in page shows above the form (SessionContextValue.signOutNotice). */
export type LoginNotice = 'session-ended' | 'locked-out';

function field(state: unknown, name: string): unknown {
  return typeof state === 'object' && state !== null && name in state ? (state as Record<string, unknown>)[name] : undefined;
}

/** Reads history state, which may hold anything (an older version of the app, another page). */
export function readLogoutState(state: unknown): Required<LogoutState> {
  return { everywhere: field(state, 'everywhere') === true, lockFailures: field(state, 'lockFailures') === true };
}
