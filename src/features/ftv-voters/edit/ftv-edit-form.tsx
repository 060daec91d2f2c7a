import { useMemo, useState } from 'react';
import { Alert, Button, Field, Fieldset, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LocalFtvVoter } from '../../../db/database';
import { FailureDialog } from '../../../ui/failure-dialog';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import type { Preferences } from '../format';
import { FTV_NS } from '../i18n/namespace';
import { SafetyTag } from '../list/safety-tag';
import { saveFtvPreference } from '../store';
import { createFtvEditSchema, formValuesOf, type FtvEditFormValues, type FtvEditOutput } from './ftv-edit-schema';
import { preferenceOptions } from './preference-options';

interface FtvEditFormProps {
  userId: number;
  record: LocalFtvVoter;
  preferences: Preferences;
  onSaved: () => void;
}

const SAFETY_VALUES = ['1', '2', '3'] as const;

/**
 * The preference form (spec 02 §5), starting from the member's current intent, not the server's
 * copy. Saved on the device, then sent: it works with no signal, and the list shows it at once.
 */
export function FtvEditForm({ userId, record, preferences, onSaved }: FtvEditFormProps) {
  const { t } = useTranslation(FTV_NS);
  const schema = useMemo(() => createFtvEditSchema(t), [t]);
  const options = useMemo(() => preferenceOptions(record.item, preferences), [record.item, preferences]);
  // Taken once: the record is re-read after every sync, and the form keeps what the member is typing.
  const [defaults] = useState(() => formValuesOf(record.edit));
  const [opened] = useState(() => record.edit);
  const [failed, setFailed] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FtvEditFormValues, unknown, FtvEditOutput>({ resolver: zodResolver(schema), defaultValues: defaults });

  const onSubmit = async (edit: FtvEditOutput) => {
    try {
      await writeAndReport(() => saveFtvPreference(userId, record.id, edit, opened), t('form.success'));
    } catch (error) {
      // Only the device can fail here (storage full, database closed): the send comes later.
      console.error('ftv-voters: local save failed', error);
      setFailed(true);
      return;
    }
    onSaved();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="ftv-edit-form">
      <Stack gap="4">
        {preferences.size === 0 && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('form.preferencesMissing')}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={Boolean(errors.political_preference_id)} required>
            <Field.Label>{t('form.preference')}</Field.Label>
            <NativeSelect.Root>
              {/* defaultValue on the element too: the form library's own does not reach a select in every DOM. */}
              <NativeSelect.Field defaultValue={defaults.political_preference_id} {...register('political_preference_id')}>
                <option value="">{t('form.choosePreference')}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.political_preference_id?.message}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={control}
            name="safety_rating"
            render={({ field }) => (
              <Fieldset.Root invalid={Boolean(errors.safety_rating)}>
                <Fieldset.Legend>{t('form.safety')}</Fieldset.Legend>
                <RadioGroup.Root
                  name={field.name}
                  value={field.value}
                  onValueChange={(details) => field.onChange(details.value ?? '')}
                  display="flex"
                  gap="4"
                  flexWrap="wrap"
                  aria-label={t('form.safety')}
                  data-testid="ftv-safety-choice"
                >
                  {SAFETY_VALUES.map((value) => (
                    <RadioGroup.Item key={value} value={value} minH="44px">
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <SafetyTag rating={Number(value) as 1 | 2 | 3} />
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>
                <Fieldset.ErrorText>{errors.safety_rating?.message}</Fieldset.ErrorText>
              </Fieldset.Root>
            )}
          />
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label>{t('form.email')}</Field.Label>
            <Input type="email" inputMode="email" autoComplete="off" autoCapitalize="none" maxLength={254} {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('form.phone')}</Field.Label>
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={30} {...register('phone')} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('form.comment')}</Field.Label>
          <Textarea rows={3} maxLength={1000} {...register('comment')} />
        </Field.Root>
        {/* The theme's solid button, not green: white on green.600 is 3.3:1, under axe's 4.5:1. */}
        <Button type="submit" alignSelf="start" minH="44px" loading={isSubmitting} loadingText={t('form.save')} data-testid="ftv-save">
          <Save aria-hidden />
          {t('form.save')}
        </Button>
      </Stack>
      {/* Spec 02 §8: a failed edit says so in a modal headed 'VHP preference' (not a toast), laid out as the diaspora one. */}
      <FailureDialog open={failed} title={t('form.title')} body={t('form.failure')} closeLabel={t('form.close')} onClose={() => setFailed(false)} testId="ftv-save-failure" />
    </form>
  );
}
