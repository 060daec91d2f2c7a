import { Field, NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoiceFieldProps {
  label: string;
  /** The first, empty option ('Zgjidhni…'): choosing nothing is the required message. */
  placeholder: string;
  options: readonly { id: number; name: string }[];
  field: UseFormRegisterReturn;
  error: string | undefined;
  testId: string;
}

/** A required select of a reference list (task type, priority), its value the row's id as text. */
export function ChoiceField({ label, placeholder, options, field, error, testId }: ChoiceFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} data-testid={testId}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
