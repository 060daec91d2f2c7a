import { z } from 'zod';

export type Translate = (key: string) => string;

/**
 * The sign-in form (spec 01 §5): both fields required with the spec's messages. The username is
 * trimmed and lowercased before it is sent.
 */
export function createLoginSchema(t: Translate) {
  return z.object({
    username: z
      .string()
      .trim()
      .min(1, t('auth.usernameRequired'))
      .transform((value) => value.toLowerCase()),
    password: z.string().min(1, t('auth.passwordRequired')),
  });
}

export type LoginFormInput = z.input<ReturnType<typeof createLoginSchema>>;
export type LoginFormOutput = z.output<ReturnType<typeof createLoginSchema>>;
