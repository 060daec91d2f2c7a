import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { CurrentAnetarData } from '../../contract/auth';
import { NO_FLAGS, type MemberFlags } from './member-flags';
import { useSession, type SessionContextValue } from './session-context';
import { EMPTY_SESSION_DATA } from './session-data';
import { useModuleMember } from './use-module-member';

vi.mock('./session-context', () => ({ useSession: vi.fn() }));

afterEach(() => vi.clearAllMocks());

/** A signed-in member 7 whose member data is in (or not yet), with these flags. */
function session(flags: Partial<MemberFlags>, loaded = true): SessionContextValue {
  const data = loaded ? { ...EMPTY_SESSION_DATA, member: {} as CurrentAnetarData } : EMPTY_SESSION_DATA;
  return { auth: { token: 'tok', userId: 7, userData: { id: 7, name: 'Ana', surname: 'Hoxha' } }, data, flags: { ...NO_FLAGS, ...flags } } as SessionContextValue;
}

describe('useModuleMember', () => {
  it('waits while the member data is not known yet', () => {
    vi.mocked(useSession).mockReturnValue(session({ isFtvCoordinator: true, isDiasporaCoordinator: true }, false));
    expect(renderHook(useModuleMember).result.current).toEqual({ status: 'loading' });
  });

  it('gives the member id and each role flag of the session', () => {
    vi.mocked(useSession).mockReturnValue(session({ isPatronager: true, isFtvCoordinator: true }));
    expect(renderHook(useModuleMember).result.current).toEqual({
      status: 'ready',
      userId: 7,
      observerId: null,
      isPatronager: true,
      isDiasporaCoordinator: false,
      isFtvCoordinator: true,
    });
    vi.mocked(useSession).mockReturnValue(session({ isDiasporaCoordinator: true, observerId: 3 }));
    expect(renderHook(useModuleMember).result.current).toMatchObject({ userId: 7, observerId: 3, isPatronager: false, isDiasporaCoordinator: true, isFtvCoordinator: false });
  });
});
