import { z } from 'zod';
import { WEB_ADDRESS_PATTERN } from '../../../contract/patterns';

export type Translate = (key: 'social.nameRequired' | 'social.urlInvalid') => string;

/** The server's rule (src/contract/patterns.ts). */
export const WEB_ADDRESS = WEB_ADDRESS_PATTERN;

export interface SocialRowValues {
  socialmedia_id: number;
  account_name: string;
  user_url: string;
}

export interface SocialFormValues {
  accounts: SocialRowValues[];
}

/**
 * One row per network: both fields empty removes the account; otherwise the name is required and
 * the address must be a web address, with the server's messages, so an offline save is not
 * refused when it is finally sent.
 */
export function createSocialSchema(t: Translate) {
  const row = z
    .object({ socialmedia_id: z.number().int().positive(), account_name: z.string().max(100), user_url: z.string().max(500) })
    .superRefine((value, context) => {
      const name = value.account_name.trim();
      const url = value.user_url.trim();
      if (name === '' && url === '') return;
      if (name === '') context.addIssue({ code: 'custom', path: ['account_name'], message: t('social.nameRequired') });
      if (!WEB_ADDRESS.test(url)) context.addIssue({ code: 'custom', path: ['user_url'], message: t('social.urlInvalid') });
    });
  return z.object({ accounts: z.array(row) });
}

/** Every network the form offers, filled with the member's account on it where there is one. */
export function socialFormValues(medias: readonly { id: number }[], accounts: readonly SocialRowValues[]): SocialFormValues {
  return {
    accounts: medias.map((media) => {
      const account = accounts.find((a) => a.socialmedia_id === media.id);
      return { socialmedia_id: media.id, account_name: account?.account_name ?? '', user_url: account?.user_url ?? '' };
    }),
  };
}
