import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const de = {
  title: 'Konferenz',
  codeLabel: 'Konferenzcode',
  copy: 'Code kopieren',
  copied: 'Der Code wurde kopiert.',
  copyFailed: 'Der Code wurde nicht kopiert. Markieren und kopieren Sie ihn von Hand.',
  success: 'Erfolg',
  nameLabel: 'Sie erscheinen als',
  task: 'Aufgabe: {{name}}',
  join: 'Dem Treffen beitreten',
  joinHint: 'Das Treffen öffnet sich in einem neuen Fenster.',
  instructions: 'Geben Sie diesen Code der Leitung des Treffens oder geben Sie ihn in der Meeting-App ein, um sich mit den Teilnehmern der Aufgabe zu verbinden.',
  noCode: 'Diese Aufgabe hat keinen Konferenzcode.',
  back: 'Zurück',
} satisfies Translation<typeof sq>;
