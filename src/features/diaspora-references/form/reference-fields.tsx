import { Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIASPORA_NS } from '../i18n/namespace';
import type { DiasporaLists } from '../use-diaspora-lists';
import type { ReferenceFormOutput, ReferenceFormValues } from './reference-form-schema';

export type ReferenceForm = UseFormReturn<ReferenceFormValues, unknown, ReferenceFormOutput>;

interface ReferenceFieldsProps {
  form: ReferenceForm;
  lists: DiasporaLists;
  /** The 'biznesi' rule differs: a new form also clears the referrer's fields (spec 02 §4). */
  mode: 'new' | 'edit';
}

const REFERRER_FIELDS = ['referues_name', 'referues_surname', 'referues_phone'] as const;

/** The additional-data and referrer sections, shared by the new and the edit form. */
export function ReferenceFields({ form, lists, mode }: ReferenceFieldsProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const [type, hasReferrer] = useWatch({ control, name: ['reference_type', 'has_referues'] });
  const business = lists.businessTypeIds.has(Number(type));

  // On the member's choice only (not on the values an edit starts from): a business reference names its referrer.
  const chooseType = (value: string) => {
    if (!lists.businessTypeIds.has(Number(value))) return;
    setValue('has_referues', true, { shouldValidate: isSubmitted });
    if (mode === 'new') for (const field of REFERRER_FIELDS) setValue(field, '');
  };

  return (
    <Stack gap="5">
      <Stack as="section" gap="3" aria-labelledby="diaspora-additional-section">
        <Heading as="h3" size="sm" id="diaspora-additional-section">
          {t('form.additionalSection')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={Boolean(errors.country_id)} required>
            <Field.Label>{t('common.country')}</Field.Label>
            <Select control={control} name="country_id" placeholder={t('form.chooseCountry')} testId="diaspora-country">
              {[...lists.countries.values()].map((country) => (
                <option key={country.id} value={country.id}>
                  {country.country_name}
                </option>
              ))}
            </Select>
            <Field.ErrorText>{errors.country_id?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.reference_type)} required>
            <Field.Label>{t('common.referenceType')}</Field.Label>
            <Select control={control} name="reference_type" placeholder={t('form.chooseType')} onChosen={chooseType} testId="diaspora-type">
              {[...lists.types.values()].map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Select>
            <Field.ErrorText>{errors.reference_type?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.emigrant_phone)} required>
            <Field.Label>{t('common.phone')}</Field.Label>
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={30} {...register('emigrant_phone')} />
            <Field.ErrorText>{errors.emigrant_phone?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('common.city')}</Field.Label>
            <Input autoComplete="off" maxLength={100} {...register('emigrant_city')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('common.zip')}</Field.Label>
            <Input autoComplete="off" maxLength={20} {...register('zip_code')} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('common.note')}</Field.Label>
          <Textarea rows={3} maxLength={1000} {...register('note')} />
        </Field.Root>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="diaspora-referrer-section">
        <Heading as="h3" size="sm" id="diaspora-referrer-section">
          {t('form.referrerSection')}
        </Heading>
        <Controller
          control={control}
          name="has_referues"
          render={({ field }) => (
            // While the type is 'biznesi' the switch stays on: the server refuses such a reference without a referrer.
            <Switch.Root
              checked={field.value}
              disabled={business && field.value}
              onCheckedChange={(details) => field.onChange(details.checked)}
              minH="44px"
              data-testid="diaspora-has-referrer"
            >
              <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>{t('form.hasReferrer')}</Switch.Label>
            </Switch.Root>
          )}
        />
        {business && (
          <Text fontSize="sm" color="fg.muted" data-testid="diaspora-business-hint">
            {t('form.businessHint')}
          </Text>
        )}
        {errors.has_referues && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {errors.has_referues.message}
          </Text>
        )}
        {hasReferrer && (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" data-testid="diaspora-referrer-fields">
            <Field.Root invalid={Boolean(errors.referues_name)} required>
              <Field.Label>{t('form.referrerName')}</Field.Label>
              <Input autoComplete="off" maxLength={100} {...register('referues_name')} />
              <Field.ErrorText>{errors.referues_name?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('form.referrerSurname')}</Field.Label>
              <Input autoComplete="off" maxLength={100} {...register('referues_surname')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('form.referrerPhone')}</Field.Label>
              <Input type="tel" inputMode="tel" autoComplete="off" maxLength={30} {...register('referues_phone')} />
            </Field.Root>
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

interface SelectProps {
  control: Control<ReferenceFormValues, unknown, ReferenceFormOutput>;
  name: 'country_id' | 'reference_type';
  placeholder: string;
  /** After the form holds the member's choice. */
  onChosen?: (value: string) => void;
  testId: string;
  children: ReactNode;
}

/** Controlled, so the choice shows even when the options arrive after the form (the lists are read from the device). */
function Select({ control, name, placeholder, onChosen, testId, children }: SelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              onChosen?.(event.target.value);
            }}
            data-testid={testId}
          >
            <option value="">{placeholder}</option>
            {children}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}
