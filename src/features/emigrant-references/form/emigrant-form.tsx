import { useMemo } from 'react';
import { Alert, Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../contract/patronaged-voters';
import { EMIGRANT_NS } from '../i18n/namespace';
import { createEmigrantFormSchema, MAX_LENGTH, type EmigrantFormOutput, type EmigrantFormValues } from './emigrant-form-schema';

/** A new reference chooses its country; an edit shows the one it was made with (spec 02 §5: it cannot change). */
export type CountryChoice =
  /** `countries` is undefined while the device's list is read. */
  | { kind: 'choose'; countries: readonly Country[] | undefined }
  | { kind: 'fixed'; country: Country };

interface EmigrantFormProps {
  country: CountryChoice;
  defaults: EmigrantFormValues;
  onSubmit: (values: EmigrantFormOutput) => Promise<void>;
}

type TextField = Exclude<keyof EmigrantFormValues, 'country_id'>;

/** The text fields in the form's order, with their label keys; the country comes first. */
const TEXT_FIELDS: readonly { name: TextField; label: string; required: boolean; type?: 'tel' }[] = [
  { name: 'city', label: 'fields.city', required: true },
  { name: 'city_albania', label: 'fields.cityAlbania', required: true },
  { name: 'name', label: 'fields.name', required: true },
  { name: 'surname', label: 'fields.surname', required: true },
  { name: 'phone', label: 'fields.phone', required: true, type: 'tel' },
  { name: 'referues_name', label: 'fields.referrer', required: false },
];

/** The emigrant-reference form of views 1 and 2, with the spec's validation messages. */
export function EmigrantForm({ country, defaults, onSubmit }: EmigrantFormProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const schema = useMemo(() => createEmigrantFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmigrantFormValues, unknown, EmigrantFormOutput>({ resolver: zodResolver(schema), defaultValues: defaults });
  const countriesMissing = country.kind === 'choose' && country.countries?.length === 0;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="emigrant-form">
      <Stack gap="4">
        {countriesMissing && (
          <Alert.Root status="info" data-testid="emigrant-countries-missing">
            <Alert.Indicator />
            <Alert.Title>{t('form.countriesMissing')}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <CountryField country={country} defaultValue={defaults.country_id} register={register} errors={errors} />
          {TEXT_FIELDS.map((field) => (
            <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required={field.required}>
              <Field.Label>{t(field.label)}</Field.Label>
              <Input
                type={field.type ?? 'text'}
                inputMode={field.type}
                autoComplete="off"
                maxLength={MAX_LENGTH[field.name]}
                {...register(field.name)}
              />
              <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Button type="submit" alignSelf="start" minH="44px" loading={isSubmitting} loadingText={t('form.save')} data-testid="emigrant-save">
          <Save aria-hidden />
          {t('form.save')}
        </Button>
      </Stack>
    </form>
  );
}

interface CountryFieldProps {
  country: CountryChoice;
  /** Also given to the select: the form library's own initial value does not reach a select in every DOM. */
  defaultValue: string;
  register: UseFormRegister<EmigrantFormValues>;
  errors: FieldErrors<EmigrantFormValues>;
}

function CountryField({ country, defaultValue, register, errors }: CountryFieldProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  if (country.kind === 'fixed') {
    // Read-only, not disabled: it stays readable and focusable, and the id still goes with the form.
    return (
      <Field.Root readOnly>
        <Field.Label>{t('fields.country')}</Field.Label>
        <Input value={country.country.country_name} readOnly data-testid="emigrant-country-fixed" />
        <Field.HelperText>{t('form.countryFixed')}</Field.HelperText>
      </Field.Root>
    );
  }
  return (
    <Field.Root invalid={Boolean(errors.country_id)} required>
      <Field.Label>{t('fields.country')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field defaultValue={defaultValue} {...register('country_id')}>
          <option value="">{t('form.chooseCountry')}</option>
          {(country.countries ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.country_name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errors.country_id?.message}</Field.ErrorText>
    </Field.Root>
  );
}
