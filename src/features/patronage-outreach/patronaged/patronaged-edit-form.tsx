import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Field, Fieldset, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LocalPatronaged } from '../../../db/database';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import { OUTREACH_NS } from '../i18n/namespace';
import { savePatronagedEdit } from '../store';
import type { ReferenceLists } from './displayed-voter';
import { editOptions, type Option } from './edit-options';
import { createPatronagedEditSchema, formValuesOf, type PatronagedEditFormValues, type PatronagedEditOutput } from './patronaged-edit-schema';

interface PatronagedEditFormProps {
  userId: number;
  record: LocalPatronaged;
  lists: ReferenceLists;
  onSaved: () => void;
}

const SAFETY_VALUES = ['1', '2', '3'] as const;

/**
 * The member's edit of one voter (spec 02 §5), starting from their current intent (not the
 * server's copy). Saved on the device, then sent; the list shows it at once.
 */
export function PatronagedEditForm({ userId, record, lists, onSaved }: PatronagedEditFormProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const schema = useMemo(() => createPatronagedEditSchema(t), [t]);
  const options = useMemo(() => editOptions(record, lists), [record, lists]);
  // Taken once: the record is re-read after every sync, and the form keeps what the member is typing.
  const [defaults] = useState(() => formValuesOf(record.edit));
  const [opened] = useState(() => record.edit);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PatronagedEditFormValues, unknown, PatronagedEditOutput>({ resolver: zodResolver(schema), defaultValues: defaults });
  const emigrant = useWatch({ control, name: 'is_emigrant' });
  const listsMissing = lists.preferences.size === 0 || (emigrant && lists.countries.size === 0);

  const onSubmit = async (edit: PatronagedEditOutput) => {
    try {
      await writeAndReport(() => savePatronagedEdit(userId, record.id, edit, opened), t('edit.success'));
      onSaved();
    } catch (error) {
      console.error('patronage-outreach: local edit failed', error);
      notifyError(t('edit.failure'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="patronaged-edit-form">
      <Stack gap="4">
        {listsMissing && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('edit.listsMissing')}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={Boolean(errors.political_preference_id)} required>
            <Field.Label>{t('edit.preference')}</Field.Label>
            <Select
              placeholder={t('edit.choosePreference')}
              options={options.preferences}
              defaultValue={defaults.political_preference_id}
              registration={register('political_preference_id')}
            />
            <Field.ErrorText>{errors.political_preference_id?.message}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={control}
            name="safety_rating"
            render={({ field }) => (
              <Fieldset.Root invalid={Boolean(errors.safety_rating)}>
                <Fieldset.Legend>{t('edit.safety')}</Fieldset.Legend>
                <RadioGroup.Root
                  name={field.name}
                  value={field.value}
                  onValueChange={(details) => field.onChange(details.value ?? '')}
                  display="flex"
                  gap="4"
                  flexWrap="wrap"
                  aria-label={t('edit.safety')}
                >
                  {SAFETY_VALUES.map((value) => (
                    <RadioGroup.Item key={value} value={value} minH="44px">
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`safetyLevels.${value}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>
                <Fieldset.ErrorText>{errors.safety_rating?.message}</Fieldset.ErrorText>
              </Fieldset.Root>
            )}
          />
          <Field.Root>
            <Field.Label>{t('common.phone')}</Field.Label>
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={30} {...register('phone')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label>{t('edit.email')}</Field.Label>
            <Input type="email" inputMode="email" autoComplete="off" autoCapitalize="none" maxLength={254} {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('edit.comment')}</Field.Label>
          <Textarea rows={3} maxLength={1000} {...register('comment')} />
        </Field.Root>

        <Controller
          control={control}
          name="is_emigrant"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} minH="44px">
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('edit.emigrant')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {emigrant && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="emigrant-fields">
            <Field.Root invalid={Boolean(errors.country_emigrant_id)} required>
              <Field.Label>{t('edit.country')}</Field.Label>
              <Select
                placeholder={t('edit.chooseCountry')}
                options={options.countries}
                defaultValue={defaults.country_emigrant_id}
                registration={register('country_emigrant_id')}
              />
              <Field.ErrorText>{errors.country_emigrant_id?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('edit.city')}</Field.Label>
              <Input autoComplete="off" maxLength={100} {...register('emigrant_city')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('edit.address')}</Field.Label>
              <Input autoComplete="off" maxLength={200} {...register('emigrant_address')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('edit.zip')}</Field.Label>
              <Input autoComplete="off" maxLength={20} {...register('emigrant_zipcode')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('edit.hasDocuments')}</Field.Label>
              <YesNoSelect defaultValue={defaults.emigrant_has_documents} registration={register('emigrant_has_documents')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('edit.votesInBox')}</Field.Label>
              <YesNoSelect defaultValue={defaults.emigrant_votes_in_box} registration={register('emigrant_votes_in_box')} />
            </Field.Root>
          </SimpleGrid>
        )}

        {/* The theme's solid button, not green: white on green.600 is 3.3:1, under axe's 4.5:1. */}
        <Button type="submit" alignSelf="start" minH="44px" loading={isSubmitting} loadingText={t('common.save')} data-testid="patronaged-save">
          <Save aria-hidden />
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}

interface SelectProps {
  options: readonly Option[];
  placeholder: string;
  /** Also given to the element: the form library's own initial value does not reach a select in every DOM. */
  defaultValue: string;
  registration: UseFormRegisterReturn;
}

function Select({ placeholder, options, defaultValue, registration }: SelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field defaultValue={defaultValue} {...registration}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Yes / no / not known: the server keeps "not known" apart from "no". */
function YesNoSelect({ defaultValue, registration }: Omit<SelectProps, 'options' | 'placeholder'>) {
  const { t } = useTranslation(OUTREACH_NS);
  const options = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  return <Select placeholder={t('edit.notKnown')} options={options} defaultValue={defaultValue} registration={registration} />;
}
