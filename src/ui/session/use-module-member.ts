import { useSession } from './session-context';

/** What a role-gated module (voting day, patronage, diaspora, first-time voters) needs to know about the signed-in member. */
export type ModuleMember =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** The user id the local lists and outbox rows are keyed by. */
      userId: number;
      /** The observer record's id, or null when the member is no observer (no access to /observer-module). */
      observerId: number | null;
      isPatronager: boolean;
      isDiasporaCoordinator: boolean;
      isFtvCoordinator: boolean;
    };

/**
 * Reads the session the shell keeps (cached on the device, so this works offline after a reload).
 * Until the member data has been loaded once, the roles are unknown: 'loading', not "no access".
 */
export function useModuleMember(): ModuleMember {
  const { auth, data, flags } = useSession();
  if (!auth || (data.member === null && data.accesses === null)) return { status: 'loading' };
  return {
    status: 'ready',
    userId: auth.userId,
    observerId: flags.observerId ?? data.accesses?.observer?.observer_id ?? null,
    isPatronager: flags.isPatronager,
    isDiasporaCoordinator: flags.isDiasporaCoordinator,
    isFtvCoordinator: flags.isFtvCoordinator,
  };
}
