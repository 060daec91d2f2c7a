import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { mySocialAccounts } from '../../../src/contract/profile';
import { memberSocialAccounts } from '../../db/schema';
import { messages } from '../../http/messages';
import { createMember } from '../../seed/seed-accounts';
import { SOCIAL_MEDIAS } from '../../seed/seed-member-area';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const GET = '/api/social/my-social-accounts/';
const UPDATE = '/api/social/my-social-accounts-update/';

describe('social accounts', () => {
  const t = useTestApp({ voters: 50, logins: ['anetar', 'vezhgues'] });

  async function member(username: string): Promise<{ token: string; id: number }> {
    const id = await createMember(t.db, { username, password: 'fjalekalim-1', name: 'Rrjet', surname: 'Social' });
    return { token: await login(t.app, username, 'fjalekalim-1'), id };
  }
  const post = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: UPDATE, headers: { ...tokenHeader(token), 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
  const read = async (token: string) => mySocialAccounts.parse((await t.get(GET, token)).json());
  const mediaId = async (name: (typeof SOCIAL_MEDIAS)[number]) => (await read(t.tokens.anetar)).social_medias.find((m) => m.name === name)?.id ?? -1;

  it('lists the caller’s accounts and every network', async () => {
    const body = await read(t.tokens.anetar);
    expect(body.social_medias.map((m) => m.name)).toEqual([...SOCIAL_MEDIAS]);
    expect(body.social_accounts.map((a) => [a.name, a.account_name])).toEqual([
      ['Facebook', 'Ëngjëll Shehu'],
      ['Instagram', 'engjell.shehu'],
    ]);
    expect((await read(t.tokens.vezhgues)).social_accounts).toEqual([]);
  });

  it('the update is the whole set: kept, added, removed by leaving out or blanking; a repeat is the same', async () => {
    const { token, id } = await member('rrjet-set');
    const facebook = await mediaId('Facebook');
    const twitter = await mediaId('Twitter');
    const instagram = await mediaId('Instagram');
    const first = await post(token, { member: id, social_accounts: [{ socialmedia_id: facebook, account_name: 'Rrjet Social', user_url: 'https://facebook.com/rrjet' }, { socialmedia_id: twitter, account_name: '@rrjet', user_url: 'https://twitter.com/rrjet' }] });
    expect(first.statusCode).toBe(200);
    expect(mySocialAccounts.parse(first.json()).social_accounts.map((a) => a.socialmedia_id)).toEqual([facebook, twitter]);
    const second = await post(token, { social_accounts: [{ socialmedia_id: twitter, account_name: '', user_url: '' }, { socialmedia_id: instagram, account_name: 'rrjet', user_url: 'http://instagram.com/rrjet' }] });
    const accounts = mySocialAccounts.parse(second.json()).social_accounts;
    expect(accounts.map((a) => [a.socialmedia_id, a.account_name, a.user_url])).toEqual([[instagram, 'rrjet', 'http://instagram.com/rrjet']]);
    expect((await post(token, { social_accounts: [{ socialmedia_id: instagram, account_name: 'rrjet', user_url: 'http://instagram.com/rrjet' }] })).json()).toEqual(second.json());
    expect(await read(token)).toEqual(second.json());
  });

  it('another member’s id is a 404 and changes nothing', async () => {
    const before = await read(t.tokens.anetar);
    const response = await post(t.tokens.vezhgues, { member: t.seed.accounts.anetar, social_accounts: [] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.memberNotFound });
    expect(await read(t.tokens.anetar)).toEqual(before);
    expect((await read(t.tokens.vezhgues)).social_accounts).toEqual([]);
  });

  it('refuses unknown or repeated networks, a missing name, and addresses that are not http(s)', async () => {
    const { token, id } = await member('rrjet-gabim');
    const facebook = await mediaId('Facebook');
    const account = (over: Record<string, unknown>) => ({ socialmedia_id: facebook, account_name: 'Emri', user_url: 'https://facebook.com/emri', ...over });
    const cases: [unknown, string][] = [
      [{ social_accounts: [account({ socialmedia_id: 999_999 })] }, messages.socialMediaUnknown],
      [{ social_accounts: [account({}), account({})] }, messages.socialMediaRepeated],
      [{ social_accounts: [account({ account_name: ' ' })] }, messages.socialAccountNameRequired],
      [{ social_accounts: [account({ user_url: 'javascript:alert(1)' })] }, messages.socialUrlInvalid],
      [{ social_accounts: [account({ user_url: 'facebook.com/emri' })] }, messages.socialUrlInvalid],
      [{ social_accounts: [account({ user_url: '' })] }, messages.socialUrlInvalid],
      [{ social_accounts: [account({ socialmedia_id: 0 })] }, messages.fieldInvalid('social_accounts.0.socialmedia_id')],
      [{ social_accounts: [account({ account_name: 'x'.repeat(101) })] }, messages.fieldTooLong('social_accounts.0.account_name')],
      [{}, messages.fieldRequired('social_accounts')],
    ];
    await post(token, { social_accounts: [account({})] });
    for (const [payload, text] of cases) {
      const response = await post(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
    const rows = await t.db.select().from(memberSocialAccounts).where(eq(memberSocialAccounts.memberId, id));
    expect(rows.map((r) => r.accountName)).toEqual(['Emri']);
  });

  it('an older change from the same device arriving late is ignored', async () => {
    const { token } = await member('rrjet-rendi');
    const facebook = await mediaId('Facebook');
    const device = (seq: number) => ({ [CLIENT_ID_HEADER]: 'pajisja-2', [CLIENT_SEQ_HEADER]: String(seq) });
    await post(token, { social_accounts: [{ socialmedia_id: facebook, account_name: 'E reja', user_url: 'https://facebook.com/e-reja' }] }, device(9));
    const late = await post(token, { social_accounts: [] }, device(8));
    expect(mySocialAccounts.parse(late.json()).social_accounts.map((a) => a.account_name)).toEqual(['E reja']);
  });
});
