import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { NO_FLAGS } from '../../ui/session/member-flags';
import { useSession, type SessionContextValue } from '../../ui/session/session-context';
import { useModuleMember } from '../../ui/session/use-module-member';
import { useFtvCoordinator } from './use-ftv-coordinator';

vi.mock('../../ui/session/use-module-member', () => ({ useModuleMember: vi.fn() }));
vi.mock('../../ui/session/session-context', () => ({ useSession: vi.fn() }));

afterEach(() => vi.clearAllMocks());

function session(isFtvCoordinator: boolean): SessionContextValue {
  return { flags: { ...NO_FLAGS, isFtvCoordinator } } as SessionContextValue;
}

describe('useFtvCoordinator', () => {
  it('waits while the member data is not known yet', () => {
    vi.mocked(useModuleMember).mockReturnValue({ status: 'loading' });
    vi.mocked(useSession).mockReturnValue(session(false));
    expect(renderHook(useFtvCoordinator).result.current).toEqual({ status: 'loading' });
  });

  it('gives the member id and the first-time-voter coordinator flag', () => {
    vi.mocked(useModuleMember).mockReturnValue({ status: 'ready', userId: 7, observerId: null, isPatronager: true });
    vi.mocked(useSession).mockReturnValue(session(true));
    expect(renderHook(useFtvCoordinator).result.current).toEqual({ status: 'ready', userId: 7, isFtvCoordinator: true });
    vi.mocked(useSession).mockReturnValue(session(false));
    expect(renderHook(useFtvCoordinator).result.current).toEqual({ status: 'ready', userId: 7, isFtvCoordinator: false });
  });
});
