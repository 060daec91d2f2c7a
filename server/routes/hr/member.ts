import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { CurrentAnetarData, CurrentMemberData, CurrentUser, MyAccesses } from '../../../src/contract/member';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { findMemberProfile, type MemberProfile } from '../../repositories/members';

function memberData(p: MemberProfile): CurrentMemberData {
  return {
    id: p.id,
    name: p.name,
    surname: p.surname,
    photo: p.photo,
    phone: p.phone,
    email: p.email,
    living_place: p.livingPlace,
    user: { username: p.username },
    member_role: p.role,
  };
}

/** /api/hr/ — the session member's own data. */
export const memberRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  async function profileOf(request: FastifyRequest): Promise<MemberProfile> {
    const profile = await findMemberProfile(db, signedIn(request).id);
    // The token outlived its member: same answer as a bad token, so the client signs out.
    if (!profile) throw new HttpError(403, messages.signInAgain);
    return profile;
  }

  app.get('/current-anetar-data/', async (request): Promise<CurrentAnetarData> => {
    const p = await profileOf(request);
    return {
      id: p.id,
      name: p.name,
      surname: p.surname,
      photo: p.photo,
      is_patronager: p.isPatronager,
      is_diaspora_coordinator: p.isDiasporaCoordinator,
      is_ftv_coordinator: p.isFtvCoordinator,
      dashboardspecial_status: p.highDivision,
      observer: p.observerId === null ? null : { observer_id: p.observerId },
    };
  });

  app.get('/currentuser/', async (request): Promise<CurrentUser> => {
    const p = await profileOf(request);
    return { id: p.id, username: p.username, email: p.email, name: p.name, surname: p.surname };
  });

  app.get('/profile/my-accesses/', async (request): Promise<MyAccesses> => {
    const p = await profileOf(request);
    return { observer: p.observerId === null ? null : { observer_id: p.observerId }, member_profile: memberData(p), member_role: p.role };
  });

  app.get('/current-member-data/', async (request): Promise<CurrentMemberData> => memberData(await profileOf(request)));
  done();
};
