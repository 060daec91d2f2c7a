import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const it = {
  title: 'Conferenza',
  codeLabel: 'Codice della conferenza',
  copy: 'Copia il codice',
  copied: 'Il codice è stato copiato.',
  copyFailed: 'Il codice non è stato copiato. Selezionalo e copialo a mano.',
  success: 'Successo',
  nameLabel: 'Apparirai come',
  task: 'Attività: {{name}}',
  join: 'Partecipa alla riunione',
  joinHint: 'La riunione si apre in una nuova finestra.',
  instructions: 'Dai questo codice all’organizzatore della riunione o inseriscilo nell’app delle riunioni per collegarti ai partecipanti dell’attività.',
  noCode: 'Questa attività non ha un codice di conferenza.',
  back: 'Indietro',
} satisfies Translation<typeof sq>;
