import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password';
import { members } from '../../db/schema';
import { messages } from '../../http/messages';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createMember } from '../../seed/seed-accounts';
import { LEGACY_DEMO_HASH } from '../../test/legacy-password-hash';
import { login } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const LOGIN = '/api/rest-auth/login/';
const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('sign-in upgrades a password hash stored before argon2id', () => {
  const t = useTestApp({ voters: 50 });

  async function storedHash(username: string): Promise<string | undefined> {
    const [row] = await t.db.select({ hash: members.passwordHash }).from(members).where(eq(members.username, username));
    return row?.hash;
  }
  const legacyMember = (username: string) => createMember(t.db, { username, passwordHash: LEGACY_DEMO_HASH, name: 'I', surname: 'Vjetër' });

  it('signs in with the old scrypt hash and stores an argon2id one in its place', async () => {
    await legacyMember('upgrade-ok');
    await login(t.app, 'upgrade-ok', DEMO_PASSWORD);
    const upgraded = await storedHash('upgrade-ok');
    expect(upgraded).toMatch(ARGON2ID);
    expect(await verifyPassword(DEMO_PASSWORD, upgraded)).toBe(true);
  });

  it('signs in again with the upgraded hash, which stays as it is', async () => {
    await legacyMember('upgrade-twice');
    await login(t.app, 'upgrade-twice', DEMO_PASSWORD);
    const upgraded = await storedHash('upgrade-twice');
    await login(t.app, 'upgrade-twice', DEMO_PASSWORD);
    expect(await storedHash('upgrade-twice')).toBe(upgraded);
  });

  it('changes nothing on a wrong password', async () => {
    await legacyMember('upgrade-wrong');
    const response = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'upgrade-wrong', password: 'demo-jo' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: messages.wrongCredentials });
    expect(await storedHash('upgrade-wrong')).toBe(LEGACY_DEMO_HASH);
  });

  it('upgrades only the member who signed in', async () => {
    await legacyMember('upgrade-me');
    await legacyMember('upgrade-not-me');
    await login(t.app, 'upgrade-me', DEMO_PASSWORD);
    expect(await storedHash('upgrade-me')).toMatch(ARGON2ID);
    expect(await storedHash('upgrade-not-me')).toBe(LEGACY_DEMO_HASH);
  });
});
