import type { FastifyPluginCallback } from 'fastify';
import { WEB_ADDRESS_PATTERN } from '../../../src/contract/patterns';
import { mySocialAccountsUpdateBody, type MySocialAccounts } from '../../../src/contract/profile';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { mySocialAccounts, replaceSocialAccounts, type SocialAccountInput } from '../../repositories/profile';

/** The accounts to keep: a network sent without a name and address is removed; half-filled ones are refused. */
function accountsOf(body: ReturnType<typeof mySocialAccountsUpdateBody.parse>): SocialAccountInput[] {
  const seen = new Set<number>();
  const accounts: SocialAccountInput[] = [];
  for (const account of body.social_accounts) {
    if (seen.has(account.socialmedia_id)) throw new HttpError(400, messages.socialMediaRepeated);
    seen.add(account.socialmedia_id);
    const accountName = account.account_name?.trim() ?? '';
    const userUrl = account.user_url?.trim() ?? '';
    if (accountName === '' && userUrl === '') continue;
    if (accountName === '') throw new HttpError(400, messages.socialAccountNameRequired);
    if (!WEB_ADDRESS_PATTERN.test(userUrl)) throw new HttpError(400, messages.socialUrlInvalid);
    accounts.push({ socialMediaId: account.socialmedia_id, accountName, userUrl });
  }
  return accounts;
}

/** /api/social/ — the member's social network accounts (spec 02 §2.2, §7 "Profile"). */
export const socialAccountRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/my-social-accounts/', async (request): Promise<MySocialAccounts> => mySocialAccounts(db, signedIn(request).id));

  app.post('/my-social-accounts-update/', async (request): Promise<MySocialAccounts> => {
    const body = parseInput(mySocialAccountsUpdateBody, request.body);
    const memberId = signedIn(request).id;
    if (body.member !== undefined && body.member !== memberId) throw new HttpError(404, messages.memberNotFound);
    const result = await replaceSocialAccounts(db, accountsOf(body), callerOf(request));
    if (result.kind === 'unknownMedia') throw new HttpError(400, messages.socialMediaUnknown);
    return result.accounts;
  });
  done();
};
