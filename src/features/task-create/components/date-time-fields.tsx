import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { offsetLabel } from '../../../lib/datetime';
import { DayInput } from '../../../ui/day-input';
import { TASK_CREATE_NS } from '../i18n/namespace';
import type { TaskFormValues } from '../task-form-schema';

interface DateTimeFieldsProps {
  which: 'start' | 'end';
  register: UseFormRegister<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  offsetHours: number;
  /** The time a day without one means (start or end of the day). */
  defaultTime: string;
}

/** A task's start or end: the day (DD-MM-YYYY, required) and a wall-clock time in the display zone. */
export function DateTimeFields({ which, register, errors, offsetHours, defaultTime }: DateTimeFieldsProps) {
  const { t } = useTranslation(TASK_CREATE_NS);
  const day = which === 'start' ? 'start_date' : 'end_date';
  const time = which === 'start' ? 'start_time' : 'end_time';
  return (
    <SimpleGrid columns={2} gap="3">
      <Field.Root invalid={Boolean(errors[day])} required>
        <Field.Label>{t(which === 'start' ? 'fields.startDate' : 'fields.endDate')}</Field.Label>
        <DayInput {...register(day)} data-testid={`task-${day}`} />
        <Field.ErrorText>{errors[day]?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors[time])}>
        <Field.Label>{t(which === 'start' ? 'fields.startTime' : 'fields.endTime')}</Field.Label>
        <Input type="time" {...register(time)} data-testid={`task-${time}`} />
        <Field.HelperText>{t('timeHint', { zone: offsetLabel(offsetHours), time: defaultTime })}</Field.HelperText>
        <Field.ErrorText>{errors[time]?.message}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
