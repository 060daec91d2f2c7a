import { beforeEach, describe, expect, it } from 'vitest';
import { deriveMemberFlags, NO_FLAGS } from './member-flags';
import { clearLocalSession, EMPTY_SESSION_DATA, prepareStoredSession, readSessionData, writeSessionData, type SessionData } from './session-data';

const member = {
  id: 2,
  name: 'Gëzim',
  surname: 'Çela',
  photo: null,
  is_patronager: false,
  is_diaspora_coordinator: true,
  is_ftv_coordinator: false,
  dashboardspecial_status: true,
  observer: { observer_id: 9 },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session data storage', () => {
  it('keeps the session in sessionStorage and a copy in localStorage for offline reloads', async () => {
    const data: SessionData = { ...EMPTY_SESSION_DATA, member };
    writeSessionData(data);
    await prepareStoredSession();
    expect(readSessionData()).toEqual({ data, fresh: true });
    sessionStorage.clear();
    // A new tab: no sessionStorage, the localStorage copy serves and asks for a refresh.
    expect(readSessionData()).toEqual({ data, fresh: false });
  });

  it('ignores a damaged copy', async () => {
    sessionStorage.setItem('session', '{"member": {"id": "x"}}');
    await prepareStoredSession();
    expect(readSessionData()).toEqual({ data: EMPTY_SESSION_DATA, fresh: false });
  });

  it('sign-out clears the account but keeps the device preferences', () => {
    for (const [key, value] of Object.entries({
      authUser: '{"key":"t"}',
      userData: '{}',
      permissions: '[]',
      sessionCache: '{}',
      color: 'red',
      language: 'en',
      timezone: '2',
      layout: '{}',
      sunlight: 'true',
      notificationSettings: '{}',
    }))
      localStorage.setItem(key, value);
    sessionStorage.setItem('session', '{}');
    clearLocalSession();
    expect(Object.keys(localStorage).sort()).toEqual(['color', 'language', 'layout', 'notificationSettings', 'sunlight', 'timezone']);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('deriveMemberFlags', () => {
  it('reads the role flags; an observer record makes an observer', () => {
    expect(deriveMemberFlags(member)).toEqual({
      isPatronager: false,
      isObserver: true,
      observerId: 9,
      isDiasporaCoordinator: true,
      isFtvCoordinator: false,
      highDivision: true,
    });
  });

  it('has no flags without an observer record or member', () => {
    expect(deriveMemberFlags({ ...member, observer: null, is_diaspora_coordinator: false, dashboardspecial_status: false })).toEqual(NO_FLAGS);
    expect(deriveMemberFlags(null)).toEqual(NO_FLAGS);
  });
});
