import type { ModuleMember } from '../use-module-member';

type Roles = Partial<Omit<Extract<ModuleMember, { status: 'ready' }>, 'status' | 'userId'>>;

/** Test set-up: what useModuleMember gives for `userId` once the member data is in; no role unless given. */
export function readyMember(userId: number, roles: Roles = {}): ModuleMember {
  return { status: 'ready', userId, observerId: null, isPatronager: false, isDiasporaCoordinator: false, isFtvCoordinator: false, ...roles };
}
