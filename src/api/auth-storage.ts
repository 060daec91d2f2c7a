import type { LoginResponse, UserData } from '../contract/auth';

/** localStorage keys of spec 01 §3. They are cleared on sign-out. */
export const AUTH_USER_KEY = 'authUser';
export const USER_DATA_KEY = 'userData';
export const PERMISSIONS_KEY = 'permissions';

// Read on every start, the sign-in page's included, so the stored values are checked by hand
// against the shapes of `loginResponse` and `userData` (src/contract/auth.ts) rather than with zod.
// Like zod's object parse, each rebuilds the value from the known fields and drops the rest.

function readJson<T>(key: string, check: (value: unknown) => T | null): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    return check(JSON.parse(raw));
  } catch {
    return null;
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;
}

function asUserData(value: unknown): UserData | null {
  const id = field(value, 'id');
  const name = field(value, 'name');
  const surname = field(value, 'surname');
  return typeof id === 'number' && Number.isInteger(id) && typeof name === 'string' && typeof surname === 'string' ? { id, name, surname } : null;
}

function asStrings(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const items: readonly unknown[] = value;
  return items.every((item): item is string => typeof item === 'string') ? [...items] : null;
}

function asLoginResponse(value: unknown): LoginResponse | null {
  const key = field(value, 'key');
  const user = field(value, 'user');
  const data = asUserData(user);
  const username = field(user, 'username');
  const permissions = asStrings(field(value, 'permissions'));
  if (typeof key !== 'string' || !data || typeof username !== 'string' || !permissions) return null;
  return { key, user: { ...data, username }, permissions };
}

/** The stored login answer; null when signed out or when the stored value is unreadable. */
export function readAuthUser(): LoginResponse | null {
  return readJson(AUTH_USER_KEY, asLoginResponse);
}

/** The token sent as `Authorization: Token …`, read fresh on every call. */
export function readToken(): string | null {
  try {
    const raw = localStorage.getItem(AUTH_USER_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string') return value.key;
    return null;
  } catch {
    return null;
  }
}

export function readUserData(): UserData | null {
  return readJson(USER_DATA_KEY, asUserData);
}

export function readPermissionCodes(): string[] {
  return readJson(PERMISSIONS_KEY, asStrings) ?? [];
}

/** Stores the login answer as spec 01 §3/§4 describe: authUser, userData and the permission codes. */
export function writeLogin(login: LoginResponse): void {
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(login));
  const { id, name, surname } = login.user;
  localStorage.setItem(USER_DATA_KEY, JSON.stringify({ id, name, surname } satisfies UserData));
  localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(login.permissions));
}

export function writePermissionCodes(codes: readonly string[]): void {
  localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(codes));
}
