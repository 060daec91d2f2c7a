import { useMemo } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import { PROFILE_NS } from '../i18n/namespace';
import { saveMyInfo } from '../store';
import { createDetailsSchema, type DetailsFormValues } from './details-schema';

interface DetailsFormProps {
  userId: number;
  initial: DetailsFormValues;
  onDone: () => void;
}

/** Phone and email, saved on the device first (shown at once, sent when there is signal). */
export function DetailsForm({ userId, initial, onDone }: DetailsFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const schema = useMemo(() => createDetailsSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DetailsFormValues>({ resolver: zodResolver(schema), defaultValues: initial });

  const onSubmit = async (values: DetailsFormValues) => {
    try {
      await writeAndReport(() => saveMyInfo(userId, values), t('details.success'));
    } catch (error) {
      // Only the device can fail here (storage full, database closed): the send comes later.
      console.error('member-profile: local save failed', error);
      notifyError(t('details.failure'));
      return;
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="details-form">
      <Stack gap="3">
        <Field.Root invalid={Boolean(errors.phone)}>
          <Field.Label>{t('details.phone')}</Field.Label>
          <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={30} {...register('phone')} data-testid="details-phone" />
          <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>{t('details.email')}</Field.Label>
          <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" maxLength={254} {...register('email')} data-testid="details-email" />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" minH="44px" loading={isSubmitting} loadingText={t('details.save')} data-testid="details-save">
            <Save aria-hidden />
            {t('details.save')}
          </Button>
          <Button variant="outline" minH="44px" onClick={onDone} data-testid="details-close">
            <X aria-hidden />
            {t('details.close')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
