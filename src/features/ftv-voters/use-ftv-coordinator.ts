import { useModuleMember } from '../../ui/session/use-module-member';
import { useSession } from '../../ui/session/session-context';

export type FtvCoordinator = { status: 'loading' } | { status: 'ready'; userId: number; isFtvCoordinator: boolean };

/**
 * The signed-in member and whether they hold the first-time-voter coordinator flag. useModuleMember
 * decides when the member data is known (also offline, from the device); the flag comes from the
 * same session, since that hook names only the voting-day roles.
 */
export function useFtvCoordinator(): FtvCoordinator {
  const member = useModuleMember();
  const { flags } = useSession();
  if (member.status === 'loading') return member;
  return { status: 'ready', userId: member.userId, isFtvCoordinator: flags.isFtvCoordinator };
}
