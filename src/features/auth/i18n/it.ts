import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const it = {
  welcome: 'Benvenuto!',
  intro: 'Accedi con le tue credenziali.',
  username: 'Nome utente o codice utente',
  password: 'Password',
  showPassword: 'Mostra password',
  hidePassword: 'Nascondi password',
  usernameRequired: 'Inserisci il nome utente o il codice utente!',
  passwordRequired: 'Inserisci la password!',
  submit: 'Accedi',
  submitting: 'Accesso in corso…',
  loginFailed: "Si è verificato un errore durante l'accesso.",
  offline: 'Nessuna connessione a internet. Per accedere serve una connessione.',
  logout: {
    unsentTitle: 'Modifiche non inviate',
    unsentBody_one: 'Hai {{count}} modifica non ancora inviata. Resterà su questo dispositivo e sarà inviata quando accederai di nuovo.',
    unsentBody_other: 'Hai {{count}} modifiche non ancora inviate. Resteranno su questo dispositivo e saranno inviate quando accederai di nuovo.',
    // Large round counts (1 000 000) take the 'many' form in it; the text is the same as 'other'.
    unsentBody_many: 'Hai {{count}} modifiche non ancora inviate. Resteranno su questo dispositivo e saranno inviate quando accederai di nuovo.',
    signOutAnyway: 'Esci comunque',
    signingOut: 'Uscita in corso…',
  },
} satisfies Translation<typeof sq>;
