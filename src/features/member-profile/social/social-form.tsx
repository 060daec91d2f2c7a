import { useMemo } from 'react';
import { Button, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import { PROFILE_NS } from '../i18n/namespace';
import { saveSocialAccounts } from '../store';
import { createSocialSchema, type SocialFormValues } from './social-schema';

interface SocialFormProps {
  userId: number;
  medias: readonly { id: number; name: string }[];
  initial: SocialFormValues;
  onDone: () => void;
}

/** The social networks in edit mode: the whole set is saved on the device as one change, then sent. */
export function SocialForm({ userId, medias, initial, onDone }: SocialFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const schema = useMemo(() => createSocialSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SocialFormValues>({ resolver: zodResolver(schema), defaultValues: initial });

  const onSubmit = async (values: SocialFormValues) => {
    try {
      await writeAndReport(() => saveSocialAccounts(userId, values.accounts), t('social.success'));
    } catch (error) {
      console.error('member-profile: local save of the social accounts failed', error);
      notifyError(t('social.failure'));
      return;
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="social-form">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('social.emptyHint')}
        </Text>
        {medias.map((media, index) => {
          const rowErrors = errors.accounts?.[index];
          return (
            <Fieldset.Root key={media.id} data-testid={`social-row-${media.id}`}>
              <Fieldset.Legend fontWeight="semibold">{media.name}</Fieldset.Legend>
              <Field.Root invalid={Boolean(rowErrors?.account_name)}>
                <Field.Label>{t('social.accountName', { network: media.name })}</Field.Label>
                <Input autoComplete="off" autoCapitalize="none" maxLength={100} {...register(`accounts.${index}.account_name`)} />
                <Field.ErrorText>{rowErrors?.account_name?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(rowErrors?.user_url)}>
                <Field.Label>{t('social.url', { network: media.name })}</Field.Label>
                <Input type="url" inputMode="url" autoComplete="off" autoCapitalize="none" maxLength={500} {...register(`accounts.${index}.user_url`)} />
                <Field.ErrorText>{rowErrors?.user_url?.message}</Field.ErrorText>
              </Field.Root>
            </Fieldset.Root>
          );
        })}
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" minH="44px" loading={isSubmitting} loadingText={t('social.save')} data-testid="social-save">
            <Save aria-hidden />
            {t('social.save')}
          </Button>
          <Button variant="outline" minH="44px" onClick={onDone} data-testid="social-close">
            <X aria-hidden />
            {t('social.close')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
