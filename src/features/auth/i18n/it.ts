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
  notice: {
    sessionEnded: 'La tua sessione è terminata. Accedi di nuovo.',
    lockedOut: 'Sei stato disconnesso dopo troppi tentativi errati di sbloccare l’app. Accedi di nuovo.',
  },
  logout: {
    unsentTitle: 'Modifiche non inviate',
    unsentBody_one: 'Hai {{count}} modifica non ancora inviata. Resta su questo dispositivo finché non viene inviata, cioè finché non accedi di nuovo con questo account. Gli elenchi scaricati saranno rimossi dal dispositivo. I documenti non inviati vengono eliminati dal dispositivo.',
    unsentBody_other: 'Hai {{count}} modifiche non ancora inviate. Restano su questo dispositivo finché non vengono inviate, cioè finché non accedi di nuovo con questo account. Gli elenchi scaricati saranno rimossi dal dispositivo. I documenti non inviati vengono eliminati dal dispositivo.',
    // Large round counts (1 000 000) take the 'many' form in it; the text is the same as 'other'.
    unsentBody_many: 'Hai {{count}} modifiche non ancora inviate. Restano su questo dispositivo finché non vengono inviate, cioè finché non accedi di nuovo con questo account. Gli elenchi scaricati saranno rimossi dal dispositivo. I documenti non inviati vengono eliminati dal dispositivo.',
    everywhereTitle: 'Esci da tutti i dispositivi',
    everywhereNeedsConnection: 'Per uscire da tutti i dispositivi serve una connessione a internet. Puoi uscire solo da questo dispositivo o riprovare quando sei connesso.',
    thisDeviceOnly: 'Esci solo da questo dispositivo',
    signOutAnyway: 'Esci comunque',
    signingOut: 'Uscita in corso…',
  },
} satisfies Translation<typeof sq>;
