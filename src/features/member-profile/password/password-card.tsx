import { useMemo, useState } from 'react';
import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveLockVerifier } from '../../../db/lock-verifier';
import { rewrapDataKey } from '../../../db/at-rest/key-store';
import { db } from '../../../db/database';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { changeMyPassword } from '../api';
import { failureText } from '../failure-text';
import { PROFILE_NS } from '../i18n/namespace';
import { ProfileCard } from '../profile-card';
import { createPasswordSchema, EMPTY_PASSWORDS, type PasswordFormValues } from './password-schema';

const FIELDS = [
  ['old_password', 'password.current', 'current-password'],
  ['new_password', 'password.next', 'new-password'],
  ['confirm_new_password', 'password.confirm', 'new-password'],
] as const;

/**
 * The change-password card. It needs the server (offline the button is off and the card says so).
 * The server signs the member's other sessions out and keeps this one; the app lock learns the
 * new password so it unlocks with it offline.
 */
export function PasswordCard({ userId, online }: { userId: number; online: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  const schema = useMemo(() => createPasswordSchema(t), [t]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY_PASSWORDS });

  const onSubmit = async (values: PasswordFormValues) => {
    setFailure(null);
    try {
      await changeMyPassword(values);
    } catch (error) {
      const text = await failureText(error, t('password.failure'));
      if (text !== null) {
        setFailure(text);
        notifyError(text);
      }
      return;
    }
    // The device's copies first, then the success: an app closed right after the message then
    // opens with the new password, the same data key wrapped under it (nothing re-encrypted).
    await Promise.all([
      saveLockVerifier(userId, values.new_password).catch((error: unknown) => console.error('app lock: the new password was not stored', error)),
      rewrapDataKey(db, userId, values.new_password).catch((error: unknown) => console.error('app lock: the data key was not wrapped again', error)),
    ]);
    reset(EMPTY_PASSWORDS);
    notifySuccess(t('password.success'));
  };

  return (
    <ProfileCard title={t('password.title')} testId="profile-password-card">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="password-form">
        <Stack gap="3">
          {FIELDS.map(([name, label, autoComplete]) => (
            <Field.Root key={name} invalid={Boolean(errors[name])}>
              <Field.Label>{t(label)}</Field.Label>
              <Input type="password" autoComplete={autoComplete} maxLength={256} {...register(name)} data-testid={`password-${name}`} />
              <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
          <Text fontSize="sm" color="fg.muted">
            {t('password.note')}
          </Text>
          {!online && (
            <Alert.Root status="info" size="sm" data-testid="password-offline">
              <Alert.Indicator />
              <Alert.Title>{t('password.offline')}</Alert.Title>
            </Alert.Root>
          )}
          {failure !== null && (
            <Alert.Root status="error" size="sm" data-testid="password-failure">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" alignSelf="start" colorPalette="blue" minH="44px" disabled={!online} loading={isSubmitting} loadingText={t('password.submit')} data-testid="password-submit">
            <KeyRound aria-hidden />
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </ProfileCard>
  );
}
