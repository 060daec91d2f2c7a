import type { LoginBody, LoginResponse } from '../../contract/auth';

// The HTTP client (ky) and the zod schemas load when a call is made, not with the sign-in form.
const http = () => import('../../api/http');

/** POST /api/rest-auth/login/ — the one call without a token. */
export async function requestLogin(body: LoginBody): Promise<LoginResponse> {
  const [{ apiSend }, { loginResponse }] = await Promise.all([http(), import('../../contract/auth')]);
  return apiSend('post', '/api/rest-auth/login/', { json: body, schema: loginResponse, context: { anonymous: true } });
}

/** Spec 01 §7: the logout call gives up after 3 s; the client signs out either way. */
export const LOGOUT_TIMEOUT_MS = 3000;

/** POST /api/rest-auth/logout/?format=json with an empty body. */
export async function requestLogout(): Promise<void> {
  const { apiSend } = await http();
  await apiSend('post', '/api/rest-auth/logout/?format=json', { timeout: LOGOUT_TIMEOUT_MS });
}

/**
 * POST /api/rest-auth/logout-all/ — ends every session of the member, on every device. Unlike
 * the plain logout it must reach the server: a failure is reported, not ignored.
 */
export async function requestLogoutAll(): Promise<void> {
  const { apiSend } = await http();
  await apiSend('post', '/api/rest-auth/logout-all/');
}
