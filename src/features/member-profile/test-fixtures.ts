import type { CurrentMemberData } from '../../contract/member';
import type { MySocialAccounts } from '../../contract/profile';

export const USER = 7;

export const MEMBER: CurrentMemberData = {
  id: 70,
  name: 'Arbër',
  surname: 'Hoxha',
  photo: null,
  phone: '0692000001',
  email: 'arber@example.com',
  living_place: 'Tiranë',
  user: { username: 'arber' },
  member_role: { id: 1, name: 'Anëtar' },
};

export const SOCIAL: MySocialAccounts = {
  social_accounts: [{ id: 5, socialmedia_id: 1, name: 'Facebook', account_name: 'arber.hoxha', user_url: 'https://facebook.com/arber.hoxha' }],
  social_medias: [
    { id: 1, name: 'Facebook' },
    { id: 2, name: 'Twitter' },
    { id: 3, name: 'Instagram' },
  ],
};

/** A fetch that answers the profile's two downloads. */
export function profileFetch(member: CurrentMemberData = MEMBER, social: MySocialAccounts = SOCIAL): typeof fetch {
  return (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = url.includes('my-social-accounts') ? social : member;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
}
