import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { currentMemberData } from '../../../src/contract/member';
import { myInfo } from '../../../src/contract/profile';
import { members } from '../../db/schema';
import { messages } from '../../http/messages';
import { createMember } from '../../seed/seed-accounts';
import { itRefusesWithoutToken, login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const UPDATE = '/api/hr/update-my-info/';

describe('update-my-info', () => {
  const t = useTestApp({ voters: 50, logins: ['anetar'] });

  async function member(username: string): Promise<{ token: string; id: number }> {
    const id = await createMember(t.db, { username, password: 'fjalekalim-1', name: 'Profil', surname: 'Provë', phone: '0690000000', email: 'vjeter@example.com' });
    return { token: await login(t.app, username, 'fjalekalim-1'), id };
  }
  const put = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: UPDATE, headers: { ...tokenHeader(token), 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
  const stored = async (id: number) => (await t.db.select({ phone: members.phone, email: members.email }).from(members).where(eq(members.id, id)))[0];

  itRefusesWithoutToken(['/api/social/my-social-accounts/'], () => t.app);

  it('stores phone and email (trimmed, email lowercased) and answers them; the profile shows them', async () => {
    const { token, id } = await member('info-ruaj');
    const response = await put(token, { phone: ' +355 69 123 4567 ', email: ' Emri.Mbiemri@Example.COM ' });
    expect(response.statusCode).toBe(200);
    expect(myInfo.parse(response.json())).toEqual({ phone: '+355 69 123 4567', email: 'emri.mbiemri@example.com' });
    expect(await stored(id)).toEqual({ phone: '+355 69 123 4567', email: 'emri.mbiemri@example.com' });
    const profile = currentMemberData.parse((await t.get('/api/hr/current-member-data/', token)).json());
    expect(profile).toMatchObject({ phone: '+355 69 123 4567', email: 'emri.mbiemri@example.com' });
    // The same body again is the same result: an offline retry is harmless.
    expect((await put(token, { phone: ' +355 69 123 4567 ', email: ' Emri.Mbiemri@Example.COM ' })).json()).toEqual(response.json());
  });

  it('empty or null clears a field; a field left out stays', async () => {
    const { token, id } = await member('info-pastro');
    expect((await put(token, { email: '' })).json()).toEqual({ phone: '0690000000', email: null });
    expect((await put(token, { phone: null })).json()).toEqual({ phone: null, email: null });
    expect(await stored(id)).toEqual({ phone: null, email: null });
  });

  it('refuses an invalid phone or email with the spec’s texts, changing nothing', async () => {
    const { token, id } = await member('info-gabim');
    const cases: [unknown, string][] = [
      [{ phone: 'abc', email: 'ok@example.com' }, messages.phoneInvalid],
      [{ phone: '123' }, messages.phoneInvalid],
      [{ phone: '+355 69 12-34-567-890-123' }, messages.phoneInvalid],
      [{ email: 'jo-email' }, messages.emailInvalid],
      [{ email: 'a@b' }, messages.emailInvalid],
      [{ phone: 'x'.repeat(31) }, messages.fieldTooLong('phone')],
      [{ email: 'a\u0000@example.com' }, messages.fieldInvalid('email')],
      [{ phone: 690000000 }, messages.fieldInvalid('phone')],
    ];
    for (const [payload, text] of cases) {
      const response = await put(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
    expect(await stored(id)).toEqual({ phone: '0690000000', email: 'vjeter@example.com' });
  });

  it('changes only the caller: there is no member id to aim at another member', async () => {
    const { token } = await member('info-vetem');
    const before = await stored(t.seed.accounts.anetar);
    await put(token, { phone: '0691111111', member: t.seed.accounts.anetar, id: t.seed.accounts.anetar });
    expect(await stored(t.seed.accounts.anetar)).toEqual(before);
  });

  it('an older change from the same device arriving late is ignored and answered with what is stored', async () => {
    const { token, id } = await member('info-rendi');
    const device = (seq: number) => ({ [CLIENT_ID_HEADER]: 'pajisja-1', [CLIENT_SEQ_HEADER]: String(seq) });
    await put(token, { phone: '0692222222' }, device(5));
    const late = await put(token, { phone: '0691111111' }, device(4));
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ phone: '0692222222' });
    expect((await stored(id))?.phone).toBe('0692222222');
    expect((await put(token, { phone: '0693333333' }, { [CLIENT_SEQ_HEADER]: 'x' })).json()).toEqual({ Error: messages.clientSeqInvalid });
  });
});
