import { Alert, Box, Button, Card, Center, Field, Heading, IconButton, Image, Input, InputGroup, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { usePreferences } from '../../../ui/preferences/preferences-context';
import { useSession } from '../../../ui/session/session-context';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../i18n/languages';
import { requestLogin } from '../api';
import { AUTH_NS } from '../i18n/namespace';
import { validateLogin, type LoginFormErrors, type LoginFormInput } from '../login-schema';

/**
 * Keeps what the app lock needs to check this password offline (a PBKDF2 verifier, never the
 * password), and puts the member's data key in memory (made, or unwrapped with this password),
 * side by side since both are deliberately slow. Loaded on submit so IndexedDB code stays out of
 * the sign-in page. A failure only means the lock screen asks again: signing in must not depend on it.
 */
async function rememberForAppLock(userId: number, password: string): Promise<void> {
  let modules;
  try {
    modules = await Promise.all([import('../../../db/lock-verifier'), import('../../../collections/member-data-key'), import('../../../db/database')]);
  } catch (error) {
    console.error('app lock: could not load the device storage', error);
    return;
  }
  const [{ saveLockVerifier }, { establishMemberKey }, { db }] = modules;
  await Promise.all([
    saveLockVerifier(userId, password).catch((error: unknown) => console.error('app lock: the password verifier was not stored', error)),
    establishMemberKey(db, userId, password).catch((error: unknown) => console.error('app lock: the data key was not made', error)),
  ]);
}

/** Sign-in (spec 01 §2 "Login", §4, §5). */
export default function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { auth, signIn, signOutNotice: notice } = useSession();
  const { prefs, setPreference } = usePreferences();
  const [loginError, setLoginError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  // A plain form rather than react-hook-form (the sign-in page is what a new device loads first),
  // with its behaviour: fields checked on submit, the first wrong one focused, and after a
  // submit a field's message follows each change of that field.
  const [input, setInput] = useState<LoginFormInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (auth && !busy) return <Navigate to="/dashboard" replace />;

  const change = (name: keyof LoginFormInput, value: string) => {
    setLoginError(null);
    const next = { ...input, [name]: value };
    setInput(next);
    if (submitted) setErrors((current) => ({ ...current, [name]: validateLogin(next, t).errors?.[name] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = validateLogin(input, t);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      (checked.errors.username !== undefined ? usernameRef : passwordRef).current?.focus();
      return;
    }
    const values = checked.values;
    setLoginError(null);
    setBusy(true);
    try {
      const login = await requestLogin(values);
      // Side by side: the verifier's deliberate slowness overlaps the session-data calls.
      await Promise.all([signIn(login), rememberForAppLock(login.user.id, values.password)]);
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      const { toApiError } = await import('../../../api/api-error');
      const apiError = await toApiError(error);
      const offline = (apiError.kind === 'network' || apiError.kind === 'timeout') && !navigator.onLine;
      setLoginError(apiError.serverText ?? (offline ? t('offline') : t('loginFailed')));
      setBusy(false);
    }
  };

  return (
    <Center as="main" id="main" minH="100dvh" px="4" py="8" bg="bg.subtle">
      <Stack gap="6" w="full" maxW="md">
        <Card.Root data-terren-surface="">
          <Card.Body>
            <Stack gap="6" asChild>
              <form noValidate onSubmit={(event) => void onSubmit(event)}>
              <Stack align="center" gap="2" textAlign="center">
                <Image src="/icons/icon-192.png" alt="" boxSize="16" rounded="xl" />
                <Heading as="h1" size="2xl">
                  {t('welcome')}
                </Heading>
                <Text color="fg.muted">{t('intro')}</Text>
              </Stack>

              {notice && !loginError && (
                <Alert.Root status="info" data-testid="login-notice">
                  <Alert.Indicator />
                  <Alert.Title>{t(notice === 'session-ended' ? 'notice.sessionEnded' : 'notice.lockedOut')}</Alert.Title>
                </Alert.Root>
              )}

              {loginError && (
                <Alert.Root status="error" role="alert" data-testid="login-error">
                  <Alert.Indicator />
                  <Alert.Title>{loginError}</Alert.Title>
                </Alert.Root>
              )}

              <Field.Root invalid={Boolean(errors.username)}>
                <Field.Label>{t('username')}</Field.Label>
                <Input
                  size="lg"
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  name="username"
                  ref={usernameRef}
                  value={input.username}
                  onChange={(event) => change('username', event.target.value)}
                />
                <Field.ErrorText>{errors.username}</Field.ErrorText>
              </Field.Root>

              <Field.Root invalid={Boolean(errors.password)}>
                <Field.Label>{t('password')}</Field.Label>
                <InputGroup
                  endElement={
                    <IconButton
                      variant="ghost"
                      size="lg"
                      me="-3"
                      aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                      aria-pressed={showPassword}
                      onClick={() => setShowPassword((v) => !v)}
                    >
                      {showPassword ? <EyeOff /> : <Eye />}
                    </IconButton>
                  }
                >
                  <Input
                    size="lg"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    name="password"
                    ref={passwordRef}
                    value={input.password}
                    onChange={(event) => change('password', event.target.value)}
                  />
                </InputGroup>
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>

              <Button type="submit" size="lg" loading={busy} loadingText={t('submitting')}>
                {t('submit')}
              </Button>
              </form>
            </Stack>
          </Card.Body>
        </Card.Root>

        <Box maxW="12rem" mx="auto">
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              aria-label={tCommon('common.language')}
              value={prefs.language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) setPreference('language', event.target.value);
              }}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Stack>
    </Center>
  );
}
