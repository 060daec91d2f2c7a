import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const es = {
  title: 'Conferencia',
  codeLabel: 'Código de la conferencia',
  copy: 'Copiar el código',
  copied: 'El código se copió.',
  copyFailed: 'El código no se copió. Selecciónelo y cópielo a mano.',
  success: 'Éxito',
  nameLabel: 'Aparecerá como',
  task: 'Tarea: {{name}}',
  join: 'Unirse a la reunión',
  joinHint: 'La reunión se abre en una ventana nueva.',
  instructions: 'Dé este código al organizador de la reunión o introdúzcalo en la aplicación de reuniones para unirse a los participantes de la tarea.',
  noCode: 'Esta tarea no tiene código de conferencia.',
  back: 'Volver',
} satisfies Translation<typeof sq>;
