import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changePasswordResponse, MIN_PASSWORD_LENGTH } from '../../../src/contract/password';
import { members } from '../../db/schema';
import { messages } from '../../http/messages';
import { createMember } from '../../seed/seed-accounts';
import { DEMO_PASSWORD } from '../../seed/seed';
import { LEGACY_DEMO_HASH } from '../../test/legacy-password-hash';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const CHANGE = '/api/hr/changepassword/';
const ME = '/api/hr/currentuser/';
const OLD = 'i-vjetri-1';
const NEW = 'i-riu-2345';

describe('changepassword', () => {
  const t = useTestApp({
    voters: 50,
    // Tight enough that the throttle test below reaches it; the other tests fail at most once per member.
    loginRateLimit: { perPair: { maxFailures: 3, windowMs: 600_000 } },
  });

  /** A member of its own per test, signed in, so one test's password change does not touch another's. */
  async function member(username: string): Promise<string> {
    await createMember(t.db, { username, password: OLD, name: 'Test', surname: 'Fjalëkalimi' });
    return login(t.app, username, OLD);
  }
  const change = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: CHANGE, headers: tokenHeader(token), payload: payload as object });

  it('names the first missing field in the spec’s words', async () => {
    const token = await member('pw-required');
    const cases: [unknown, string][] = [
      [{}, messages.passwordRequired.old_password],
      [{ old_password: '', new_password: NEW, confirm_new_password: NEW }, messages.passwordRequired.old_password],
      [{ old_password: OLD }, messages.passwordRequired.new_password],
      [{ old_password: OLD, new_password: NEW, confirm_new_password: null }, messages.passwordRequired.confirm_new_password],
    ];
    for (const [payload, text] of cases) {
      const response = await change(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
  });

  it('refuses a confirmation that differs, a short new password and invalid text', async () => {
    const token = await member('pw-rules');
    const differ = await change(token, { old_password: OLD, new_password: NEW, confirm_new_password: `${NEW}x` });
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toEqual({ Error: 'Fjalëkalimet nuk përputhen!' });

    const short = 'a'.repeat(MIN_PASSWORD_LENGTH - 1);
    const tooShort = await change(token, { old_password: OLD, new_password: short, confirm_new_password: short });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({ Error: messages.passwordTooShort(MIN_PASSWORD_LENGTH) });

    const nul = await change(token, { old_password: OLD, new_password: 'i-ri\u00002345', confirm_new_password: 'i-ri\u00002345' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ Error: messages.fieldInvalid('new_password') });

    const wrongType = await change(token, { old_password: 12345678, new_password: NEW, confirm_new_password: NEW });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ Error: messages.fieldInvalid('old_password') });
    // Nothing changed.
    expect((await t.get(ME, token)).statusCode).toBe(200);
    await login(t.app, 'pw-rules', OLD);
  });

  it('refuses a wrong current password', async () => {
    const token = await member('pw-wrong');
    const response = await change(token, { old_password: 'nuk-eshte', new_password: NEW, confirm_new_password: NEW });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: messages.wrongCurrentPassword });
    await login(t.app, 'pw-wrong', OLD);
  });

  it('changes the password and ends the member’s other sessions, keeping this one', async () => {
    const here = await member('pw-change');
    const elsewhere = await login(t.app, 'pw-change', OLD);
    const someoneElse = await login(t.app, 'anetar');

    const response = await change(here, { old_password: OLD, new_password: NEW, confirm_new_password: NEW });
    expect(response.statusCode).toBe(200);
    changePasswordResponse.parse(response.json());

    expect((await t.get(ME, here)).statusCode).toBe(200);
    expect((await t.get(ME, elsewhere)).statusCode).toBe(403);
    expect((await t.get(ME, someoneElse)).statusCode).toBe(200);
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { username: 'pw-change', password: OLD } });
    expect(oldPassword.statusCode).toBe(400);
    await login(t.app, 'pw-change', NEW);
  });

  it('stores the new password as an argon2id hash, also when the old one was scrypt', async () => {
    const username = 'pw-legacy';
    const id = await createMember(t.db, { username, password: DEMO_PASSWORD, name: 'Test', surname: 'Fjalëkalimi' });
    const token = await login(t.app, username, DEMO_PASSWORD);
    // Put back the old hash after the sign-in (which would have upgraded it).
    await t.db.update(members).set({ passwordHash: LEGACY_DEMO_HASH }).where(eq(members.id, id));
    expect((await change(token, { old_password: DEMO_PASSWORD, new_password: NEW, confirm_new_password: NEW })).statusCode).toBe(200);
    const [row] = await t.db.select({ hash: members.passwordHash }).from(members).where(eq(members.username, username));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await login(t.app, username, NEW);
  });

  it('throttles guesses of the current password like sign-in guesses', async () => {
    const token = await member('pw-guess');
    for (let i = 0; i < 3; i++) {
      expect((await change(token, { old_password: `guess-${i}`, new_password: NEW, confirm_new_password: NEW })).statusCode).toBe(400);
    }
    const held = await change(token, { old_password: OLD, new_password: NEW, confirm_new_password: NEW });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ Error: messages.tooManyAttempts });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });
});
