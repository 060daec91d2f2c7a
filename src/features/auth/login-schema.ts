import { z } from 'zod';

/** Translates a key of the `auth` namespace (the caller's `t` from useTranslation(AUTH_NS)). */
export type Translate = (key: 'usernameRequired' | 'passwordRequired') => string;

/**
 * The sign-in form (spec 01 §5): both fields required with the spec's messages. The username is
 * trimmed and lowercased before it is sent.
 */
export function createLoginSchema(t: Translate) {
  return z.object({
    username: z
      .string()
      .trim()
      .min(1, t('usernameRequired'))
      .transform((value) => value.toLowerCase()),
    password: z.string().min(1, t('passwordRequired')),
  });
}

export type LoginFormInput = z.input<ReturnType<typeof createLoginSchema>>;
export type LoginFormOutput = z.output<ReturnType<typeof createLoginSchema>>;
