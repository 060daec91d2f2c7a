import { useModuleMember } from '../../ui/session/use-module-member';
import { useSession } from '../../ui/session/session-context';

export type DiasporaMember = { status: 'loading' } | { status: 'ready'; userId: number; isCoordinator: boolean };

/**
 * The signed-in member and whether they are a diaspora coordinator. useModuleMember knows when the
 * member data is in (offline too, from the cached session) but not this flag; the session does.
 */
export function useDiasporaMember(): DiasporaMember {
  const member = useModuleMember();
  const { flags } = useSession();
  if (member.status === 'loading') return member;
  return { status: 'ready', userId: member.userId, isCoordinator: flags.isDiasporaCoordinator };
}
