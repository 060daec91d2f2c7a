import { Alert, Button, Card, Center, Field, Heading, Icon, Input, Stack, Text } from '@chakra-ui/react';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestSync, startSyncRuntime } from '../../../sync/adapters/browser-runtime';
import { useSession } from '../../../ui/session/session-context';
import type { LogoutState } from '../../../ui/session/sign-out-state';
import { addFailure } from '../activity-store';
import { APP_LOCK_NS } from '../i18n/namespace';
import { MAX_WRONG_PASSWORDS } from '../lock-settings';
import { unlockDevice } from '../unlock-device';

const LOCK_FAILURES: LogoutState = { lockFailures: true };

/**
 * The full-screen lock: the member's password, checked on the device (no connection needed), which
 * also unwraps the key the records are sealed with. Shown after the idle time and whenever the app
 * opens afresh ('reopen': no key in memory). 'Dil' takes the ordinary sign-out path, unsent-changes
 * warning included.
 */
export function LockScreen({ userId, onUnlocked, reason = 'idle' }: { userId: number; onUnlocked: () => void; reason?: 'idle' | 'reopen' }) {
  const { t } = useTranslation(APP_LOCK_NS);
  const navigate = useNavigate();
  const { fullName } = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The app may open straight into the lock (a reload): changes made before still go out.
  useEffect(() => startSyncRuntime(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(t('passwordRequired'));
      return;
    }
    setBusy(true);
    const result = await unlockDevice(userId, password).catch(() => 'wrong' as const);
    setPassword('');
    if (result === 'unlocked') {
      onUnlocked();
      // Changes that carry personal fields waited for the key; they can go now.
      requestSync();
      return;
    }
    if (result === 'offline') {
      setError(t('needsConnection'));
      setBusy(false);
      return;
    }
    const failures = addFailure();
    if (failures >= MAX_WRONG_PASSWORDS) {
      void navigate('/logout', { replace: true, state: LOCK_FAILURES });
      return;
    }
    setError(t('wrongPassword', { count: MAX_WRONG_PASSWORDS - failures }));
    setBusy(false);
  };

  return (
    <Center as="main" id="main" minH="100dvh" px="4" py="8" bg="bg.subtle" data-testid="app-lock">
      <Card.Root w="full" maxW="md" data-terren-surface="">
        <Card.Body>
          <Stack gap="5" asChild>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Stack align="center" gap="2" textAlign="center">
                <Icon boxSize="10" color="colorPalette.solid" aria-hidden>
                  <LockKeyhole />
                </Icon>
                <Heading as="h1" size="2xl">
                  {t('title')}
                </Heading>
                <Text color="fg.muted">{t(reason === 'reopen' ? 'introReopen' : 'intro')}</Text>
                {fullName && <Text fontWeight="medium">{t('signedInAs', { name: fullName })}</Text>}
              </Stack>

              {error && (
                <Alert.Root status="error" role="alert" data-testid="app-lock-error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}

              <Field.Root invalid={error !== null}>
                <Field.Label>{t('password')}</Field.Label>
                <Input
                  size="lg"
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setError(null);
                  }}
                />
              </Field.Root>

              <Button type="submit" size="lg" loading={busy} loadingText={t('checking')}>
                {t('unlock')}
              </Button>
              <Button variant="outline" size="lg" disabled={busy} onClick={() => void navigate('/logout')}>
                {t('signOut')}
              </Button>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
