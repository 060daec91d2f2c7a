import { Alert, Box, Button, Card, Center, Field, Heading, IconButton, Image, Input, InputGroup, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toApiError } from '../../../api/api-error';
import { usePreferences } from '../../../ui/preferences/preferences-context';
import { useSession } from '../../../ui/session/session-context';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../i18n/languages';
import { requestLogin } from '../api';
import { AUTH_NS } from '../i18n/namespace';
import { createLoginSchema, type LoginFormInput, type LoginFormOutput } from '../login-schema';

/**
 * Keeps what the app lock needs to check this password offline (a PBKDF2 verifier, never the
 * password). Loaded on submit so IndexedDB code stays out of the sign-in page. A failure only
 * means no lock on this device: signing in must not depend on it.
 */
async function rememberForAppLock(userId: number, password: string): Promise<void> {
  try {
    const { saveLockVerifier } = await import('../../../db/lock-verifier');
    await saveLockVerifier(userId, password);
  } catch (error) {
    console.error('app lock: the password verifier was not stored', error);
  }
}

/** Sign-in (spec 01 §2 "Login", §4, §5). */
export default function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { auth, signIn, signOutNotice: notice } = useSession();
  const { prefs, setPreference } = usePreferences();
  const schema = useMemo(() => createLoginSchema(t), [t]);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({ resolver: zodResolver(schema), defaultValues: { username: '', password: '' } });

  if (auth && !busy) return <Navigate to="/dashboard" replace />;

  const clearError = () => setLoginError(null);

  const onSubmit = async (values: LoginFormOutput) => {
    setLoginError(null);
    setBusy(true);
    try {
      const login = await requestLogin(values);
      // Side by side: the verifier's deliberate slowness overlaps the session-data calls.
      await Promise.all([signIn(login), rememberForAppLock(login.user.id, values.password)]);
      void navigate('/dashboard', { replace: true });
    } catch (error) {
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
              <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
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
                  {...register('username', { onChange: clearError })}
                />
                <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
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
                  <Input size="lg" type={showPassword ? 'text' : 'password'} autoComplete="current-password" {...register('password', { onChange: clearError })} />
                </InputGroup>
                <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
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
