/** Translates a key of the `auth` namespace (the caller's `t` from useTranslation(AUTH_NS)). */
export type Translate = (key: 'usernameRequired' | 'passwordRequired') => string;

export interface LoginFormInput {
  username: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormInput, string>>;

/**
 * The sign-in form (spec 01 §5): both fields required with the spec's messages. The username is
 * trimmed and lowercased before it is sent; the password goes as typed. Plain code rather than a
 * zod schema: the sign-in page is the first thing a new device loads, and this is all it checks.
 */
export function validateLogin(input: LoginFormInput, t: Translate): { values: LoginFormInput; errors?: never } | { errors: LoginFormErrors } {
  const username = input.username.trim();
  const errors: LoginFormErrors = {};
  if (username.length === 0) errors.username = t('usernameRequired');
  if (input.password.length === 0) errors.password = t('passwordRequired');
  if (errors.username !== undefined || errors.password !== undefined) return { errors };
  return { values: { username: username.toLowerCase(), password: input.password } };
}
