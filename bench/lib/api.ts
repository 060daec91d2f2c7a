import { loginResponse, type LoginResponse } from '../../src/contract/auth';
import { myObserverVoters, type MyObserverVoters } from '../../src/contract/voting-day';

/** Signs in once (the server rate-limits logins per address) and returns the answer with the token under `key`. */
export async function login(baseUrl: string, username: string, password: string): Promise<LoginResponse> {
  const response = await fetch(`${baseUrl}/api/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return loginResponse.parse(await response.json());
}

/** The observer's list as the server holds it now. */
export async function observerList(baseUrl: string, token: string): Promise<MyObserverVoters> {
  const response = await fetch(`${baseUrl}/api/patronage/my-observer-voters-new/`, { headers: { authorization: `Token ${token}` } });
  if (!response.ok) throw new Error(`observer list failed: ${response.status}`);
  return myObserverVoters.parse(await response.json());
}
