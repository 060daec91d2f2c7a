import { z } from 'zod';
import { loginResponse, userData, type LoginResponse, type UserData } from '../contract/auth';

/** localStorage keys of spec 01 §3. They are cleared on sign-out. */
export const AUTH_USER_KEY = 'authUser';
export const USER_DATA_KEY = 'userData';
export const PERMISSIONS_KEY = 'permissions';

function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored login answer; null when signed out or when the stored value is unreadable. */
export function readAuthUser(): LoginResponse | null {
  return readJson(AUTH_USER_KEY, loginResponse);
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
  return readJson(USER_DATA_KEY, userData);
}

export function readPermissionCodes(): string[] {
  return readJson(PERMISSIONS_KEY, z.array(z.string())) ?? [];
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
