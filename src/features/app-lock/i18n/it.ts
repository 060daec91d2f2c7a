import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const it = {
  title: 'L’app è bloccata',
  intro: 'L’app non è stata usata per un po’. Per rivedere gli elenchi, inserisci la tua password.',
  introReopen: 'I dati degli elettori su questo dispositivo sono cifrati. Per aprire gli elenchi, inserisci la tua password.',
  needsConnection: 'Questo primo controllo richiede una connessione a internet. Riprova quando hai segnale.',
  signedInAs: 'Account: {{name}}',
  password: 'Password',
  passwordRequired: 'Inserisci la password!',
  unlock: 'Sblocca',
  checking: 'Verifica in corso…',
  signOut: 'Esci',
  wrongPassword_one: 'La password non è corretta. Ti resta {{count}} tentativo prima di essere disconnesso.',
  wrongPassword_other: 'La password non è corretta. Ti restano {{count}} tentativi prima di essere disconnesso.',
  // Large round counts (1 000 000) take the 'many' form in it; the text is the same as 'other'.
  wrongPassword_many: 'La password non è corretta. Ti restano {{count}} tentativi prima di essere disconnesso.',
} satisfies Translation<typeof sq>;
