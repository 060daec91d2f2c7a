import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginResponse, UserData } from '../../contract/auth';
import { AUTH_USER_KEY, readAuthUser, readPermissionCodes, readUserData, writeLogin, writePermissionCodes } from '../../api/auth-storage';
import { deriveMemberFlags, type MemberFlags } from './member-flags';
import { clearLocalSession, EMPTY_SESSION_DATA, readSessionData, writeSessionData, type SessionData } from './session-data';
import type { LoginNotice } from './sign-out-state';

/** Who is signed in on this device. */
export interface SessionAuth {
  token: string;
  /** The user id of the login answer; the sync engine keys its rows by it. */
  userId: number;
  userData: UserData;
}

/**
 * The session as every screen sees it. Invariants: `auth` is null exactly when localStorage has
 * no usable authUser; `flags` and `permissionCodes` are derived, never stored on their own.
 */
export interface SessionContextValue {
  auth: SessionAuth | null;
  data: SessionData;
  flags: MemberFlags;
  /** Permission codes ('Detyra', 'DetyratMarra', …): from /api/core/mypermissions/ once loaded, else from the login answer. */
  permissionCodes: readonly string[];
  /** "Name Surname" of the member, '' when signed out. */
  fullName: string;
  /** Stores the login answer, loads the session data and tells the sync engine. */
  signIn: (login: LoginResponse) => Promise<void>;
  /** Reloads the session data; failed calls keep their previous value. */
  refresh: () => Promise<void>;
  /**
   * Signs out on this device only (no server call): removes the member's downloaded lists, cached
   * data and app-lock verifier; keeps preferences and every queued change. Idempotent. `notice`
   * is what the sign-in page then says about why.
   */
  signOutLocally: (notice?: LoginNotice) => Promise<void>;
  /**
   * Why the last sign-out happened when it was not the member's choice; null after a sign-in. Held
   * here, set with `auth`, because the redirect to /login of the protected routes can win the race
   * against any navigation state.
   */
  signOutNotice: LoginNotice | null;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function readAuth(): SessionAuth | null {
  const authUser = readAuthUser();
  if (!authUser) return null;
  const { id, name, surname } = authUser.user;
  return { token: authUser.key, userId: id, userData: readUserData() ?? { id, name, surname } };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState(readAuth);
  const [stored] = useState(readSessionData);
  const [data, setData] = useState<SessionData>(stored.data);
  const [loginCodes, setLoginCodes] = useState<readonly string[]>(readPermissionCodes);
  const dataRef = useRef(data);
  const [signOutNotice, setSignOutNotice] = useState<LoginNotice | null>(null);

  // Whether this page has asked for the session data yet: a sign-in does, so the quiet refresh of
  // a restored session below does not ask a second time.
  const asked = useRef(false);
  const refresh = useCallback(async () => {
    asked.current = true;
    // The calls bring the HTTP client and the zod schemas, which the sign-in form does not need.
    const { loadSessionData } = await import('./load-session-data');
    const { loaded } = await loadSessionData();
    const next = { ...dataRef.current, ...loaded };
    dataRef.current = next;
    writeSessionData(next);
    if (loaded.permissions) writePermissionCodes(loaded.permissions.map((p) => p.code));
    setData(next);
  }, []);

  const signIn = useCallback(
    async (login: LoginResponse) => {
      writeLogin(login);
      const { id, name, surname } = login.user;
      setAuth({ token: login.key, userId: id, userData: { id, name, surname } });
      setLoginCodes(login.permissions);
      setSignOutNotice(null);
      dataRef.current = EMPTY_SESSION_DATA;
      await refresh();
      // The member can work even if IndexedDB refuses: the sync indicator reports that problem.
      // IndexedDB (Dexie) loads here, not with the sign-in page: it is not needed to show the form.
      const { recordSignIn } = await import('../../db/session');
      await recordSignIn({ userId: id, token: login.key }).catch((error: unknown) => console.error('recordSignIn failed', error));
    },
    [refresh],
  );

  // A second caller (a 401 arriving while /logout runs) waits for the same sign-out, so nobody
  // reaches /login while the wipe is still under way.
  const signingOut = useRef<Promise<void> | null>(null);
  const signOutLocally = useCallback((notice?: LoginNotice) => {
    signingOut.current ??= (async () => {
      try {
        const userId = readUserData()?.id ?? readAuthUser()?.user.id;
        // Whatever happens to the wipe, the member is signed out below.
        await import('./forget-member')
          .then(({ forgetMemberOnDevice }) => forgetMemberOnDevice(userId))
          .catch((error: unknown) => console.error('sign-out: the device was not wiped', error));
        clearLocalSession();
        dataRef.current = EMPTY_SESSION_DATA;
        setData(EMPTY_SESSION_DATA);
        setLoginCodes([]);
        setSignOutNotice(notice ?? null);
        setAuth(null);
      } finally {
        signingOut.current = null;
      }
    })();
    return signingOut.current;
  }, []);

  // A new browser session (or a tab opened from the offline cache) refreshes the member data once,
  // quietly, when there is a connection; the cached copy serves until then.
  const signedIn = auth !== null;
  useEffect(() => {
    if (signedIn && !stored.fresh && !asked.current && navigator.onLine) void refresh().catch(() => undefined);
  }, [signedIn, stored.fresh, refresh]);

  // Signing out in another tab signs this one out too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_USER_KEY || event.key === null) setAuth(readAuth());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<SessionContextValue>(() => {
    const member = data.member;
    const fullName = member ? `${member.name} ${member.surname}` : auth ? `${auth.userData.name} ${auth.userData.surname}` : '';
    return {
      auth,
      data,
      flags: deriveMemberFlags(member),
      permissionCodes: data.permissions ? data.permissions.map((p) => p.code) : loginCodes,
      fullName: fullName.trim(),
      signIn,
      refresh,
      signOutLocally,
      signOutNotice,
    };
  }, [auth, data, loginCodes, signIn, refresh, signOutLocally, signOutNotice]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
