import { Field, NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoiceFieldProps {
  label: string;
  /** The first, empty option ('Zgjidhni…'): choosing nothing is the required message. */
  placeholder: string;
  /** The empty option's text when the list has nothing to choose ('Pa opsione'). */
  noOptions: string;
  options: readonly { id: number; name: string }[];
  field: UseFormRegisterReturn;
  error: string | undefined;
  testId: string;
}

/** A required select of a reference list (task type, priority), its value the row's id as text. */
export function ChoiceField({ label, placeholder, noOptions, options, field, error, testId }: ChoiceFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} data-testid={testId}>
          <option value="">{options.length === 0 ? noOptions : placeholder}</option>
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
