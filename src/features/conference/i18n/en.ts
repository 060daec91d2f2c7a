import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const en = {
  title: 'Conference',
  codeLabel: 'Conference code',
  copy: 'Copy the code',
  copied: 'The code was copied.',
  copyFailed: 'The code was not copied. Select it and copy it by hand.',
  success: 'Success',
  nameLabel: 'You will appear as',
  task: 'Task: {{name}}',
  join: 'Join the meeting',
  joinHint: 'The meeting opens in a new window.',
  instructions: 'Give this code to the meeting host or enter it in the meeting app to join the task’s participants.',
  noCode: 'This task has no conference code.',
  back: 'Back',
} satisfies Translation<typeof sq>;
