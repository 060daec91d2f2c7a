import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import type { MyInfoDesired } from '../../sync/kinds/profile-kinds';
import { downloadProfile, myInfoRowKey, profileFetchOptions, saveMyInfo, saveSocialAccounts, socialRowKey } from './store';
import { MEMBER, profileFetch, USER } from './test-fixtures';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
  profileFetchOptions.fetch = profileFetch();
  await downloadProfile(USER);
});
afterEach(() => {
  delete profileFetchOptions.fetch;
});

describe('profile store', () => {
  it('downloads the contact details and the social accounts into their offline records', async () => {
    expect(await db.myInfo.get([USER, 'me'])).toMatchObject({ info: { phone: '0692000001', email: 'arber@example.com' }, serverInfo: { phone: '0692000001' } });
    const social = await db.socialAccounts.get([USER, 'me']);
    expect(social?.accounts).toEqual([{ socialmedia_id: 1, account_name: 'arber.hoxha', user_url: 'https://facebook.com/arber.hoxha' }]);
    expect(social?.medias.map((m) => m.name)).toEqual(['Facebook', 'Twitter', 'Instagram']);
  });

  it('saves a change offline: the record shows it at once and its outbox row waits, normalised and with the server base', async () => {
    await saveMyInfo(USER, { phone: ' 069 111 2222 ', email: ' Arber@Example.COM ' });
    expect((await db.myInfo.get([USER, 'me']))?.info).toEqual({ phone: '069 111 2222', email: 'arber@example.com' });
    const row = await db.outbox.get(myInfoRowKey());
    expect(row).toMatchObject({ key: 'my-info:me', userId: USER, kind: 'my-info', state: 'pending' });
    const desired = row?.desired as MyInfoDesired;
    expect(desired.value).toEqual({ phone: '069 111 2222', email: 'arber@example.com' });
    expect(desired.base).toEqual({ phone: MEMBER.phone, email: MEMBER.email });
  });

  it('folds a second save into the same row (one change, the latest values, the same base)', async () => {
    await saveMyInfo(USER, { phone: '0691112222', email: 'arber@example.com' });
    await saveMyInfo(USER, { phone: '0693334444', email: '' });
    const rows = await db.outbox.where('userId').equals(USER).toArray();
    expect(rows.map((r) => r.key)).toEqual(['my-info:me']);
    const desired = rows[0]?.desired as MyInfoDesired;
    expect(desired.value).toEqual({ phone: '0693334444', email: null });
    expect(desired.base).toEqual({ phone: MEMBER.phone, email: MEMBER.email });
  });

  it('keeps a pending change through a fresh download', async () => {
    await saveMyInfo(USER, { phone: '0691112222', email: 'arber@example.com' });
    await downloadProfile(USER);
    expect((await db.myInfo.get([USER, 'me']))?.info.phone).toBe('0691112222');
    expect(await db.outbox.get(myInfoRowKey())).toBeDefined();
  });

  it('saves the whole set of social accounts as one change, dropping emptied networks', async () => {
    await saveSocialAccounts(USER, [
      { socialmedia_id: 3, account_name: ' arber ', user_url: ' https://instagram.com/arber ' },
      { socialmedia_id: 1, account_name: '', user_url: '' },
      { socialmedia_id: 2, account_name: '', user_url: '' },
    ]);
    expect((await db.socialAccounts.get([USER, 'me']))?.accounts).toEqual([{ socialmedia_id: 3, account_name: 'arber', user_url: 'https://instagram.com/arber' }]);
    expect(await db.outbox.get(socialRowKey())).toMatchObject({ kind: 'social-accounts', state: 'pending' });
  });
});
