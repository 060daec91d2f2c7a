import { describe, expect, it } from 'vitest';
import { currentAnetarData, currentMemberData, currentUser, myAccesses } from '../../../src/contract/member';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const sessionCalls = [
  '/api/hr/current-anetar-data/',
  '/api/hr/currentuser/',
  '/api/hr/profile/my-accesses/',
  '/api/hr/current-member-data/',
];

describe('the session member’s own data', () => {
  const t = useTestApp({ logins: ['admin', 'vezhgues', 'anetar'] });

  itRefusesWithoutToken(sessionCalls, () => t.app);

  it('current-anetar-data carries the role flags and the observer record', async () => {
    const a = currentAnetarData.parse((await t.get('/api/hr/current-anetar-data/', t.tokens.admin)).json());
    expect(a).toMatchObject({ id: t.seed.accounts.admin, name: 'Arbër', dashboardspecial_status: true, observer: null, is_patronager: false });
    const o = currentAnetarData.parse((await t.get('/api/hr/current-anetar-data/', t.tokens.vezhgues)).json());
    expect(o.observer).toEqual({ observer_id: t.seed.observerId });
    expect(o.dashboardspecial_status).toBe(false);
  });

  it('currentuser and current-member-data describe the caller only', async () => {
    const user = currentUser.parse((await t.get('/api/hr/currentuser/', t.tokens.anetar)).json());
    expect(user).toEqual({ id: t.seed.accounts.anetar, username: 'anetar', email: 'anetar@example.com', name: 'Ëngjëll', surname: 'Shehu' });
    const member = currentMemberData.parse((await t.get('/api/hr/current-member-data/', t.tokens.anetar)).json());
    expect(member).toMatchObject({ id: t.seed.accounts.anetar, user: { username: 'anetar' }, living_place: 'Kamëz', member_role: { name: 'Anëtar' } });
  });

  it('my-accesses bundles observer, profile and role', async () => {
    const body = myAccesses.parse((await t.get('/api/hr/profile/my-accesses/', t.tokens.vezhgues)).json());
    expect(body.observer).toEqual({ observer_id: t.seed.observerId });
    expect(body.member_profile.user.username).toBe('vezhgues');
    expect(body.member_role).toEqual(body.member_profile.member_role);
  });
});
