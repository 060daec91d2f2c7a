import { Input, type InputProps } from '@chakra-ui/react';
import { FORM_DAY_PLACEHOLDER } from '../lib/form-day';

/**
 * A day field typed as DD-MM-YYYY. A native date input would show and take the browser's own
 * order (mm/dd/yyyy on an English browser) while the app writes days DD-MM-YYYY everywhere, so
 * this is plain text read by parseFormDay. Takes react-hook-form's register() like any input.
 */
export function DayInput(props: Omit<InputProps, 'type'>) {
  return <Input type="text" inputMode="numeric" autoComplete="off" maxLength={10} placeholder={FORM_DAY_PLACEHOLDER} {...props} />;
}
