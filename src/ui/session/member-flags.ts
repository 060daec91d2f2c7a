import type { CurrentAnetarData } from '../../contract/auth';

/** The role flags of spec 01 §3 "Member state", derived from GET /api/hr/current-anetar-data/. */
export interface MemberFlags {
  isPatronager: boolean;
  /** True when the member has an observer record; then observerId is its id. */
  isObserver: boolean;
  observerId: number | null;
  isDiasporaCoordinator: boolean;
  isFtvCoordinator: boolean;
  /** dashboardspecial_status: the logo leads to the special dashboard. */
  highDivision: boolean;
}

export const NO_FLAGS: MemberFlags = {
  isPatronager: false,
  isObserver: false,
  observerId: null,
  isDiasporaCoordinator: false,
  isFtvCoordinator: false,
  highDivision: false,
};

export function deriveMemberFlags(member: CurrentAnetarData | null): MemberFlags {
  if (!member) return NO_FLAGS;
  return {
    isPatronager: member.is_patronager,
    isObserver: member.observer !== null,
    observerId: member.observer?.observer_id ?? null,
    isDiasporaCoordinator: member.is_diaspora_coordinator,
    isFtvCoordinator: member.is_ftv_coordinator,
    highDivision: member.dashboardspecial_status,
  };
}
