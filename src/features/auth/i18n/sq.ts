/**
 * Sign-in and sign-out strings (namespace `auth`). Albanian is the reference: texts quoted by
 * the spec (the required-field messages) are exact.
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  welcome: 'Mirë se vini!',
  intro: 'Ju lutemi identifikohuni me kredencialet tuaja.',
  username: 'Username ose kodi i përdoruesit',
  password: 'Fjalëkalimi',
  showPassword: 'Shfaq fjalëkalimin',
  hidePassword: 'Fshih fjalëkalimin',
  usernameRequired: 'Ju lutemi vendosni username ose kodin e përdoruesit!',
  passwordRequired: 'Ju lutemi vendosni fjalëkalimin!',
  submit: 'Hyr',
  submitting: 'Duke hyrë…',
  loginFailed: 'Ndodhi një gabim gjatë hyrjes.',
  offline: 'Nuk ka lidhje interneti. Për t’u identifikuar duhet lidhje.',
  logout: {
    unsentTitle: 'Ndryshime të padërguara',
    unsentBody_one: 'Keni {{count}} ndryshim që nuk është dërguar ende. Ai do të ruhet në këtë pajisje dhe do të dërgohet kur të identifikoheni përsëri.',
    unsentBody_other: 'Keni {{count}} ndryshime që nuk janë dërguar ende. Ato do të ruhen në këtë pajisje dhe do të dërgohen kur të identifikoheni përsëri.',
    signOutAnyway: 'Dil gjithsesi',
    signingOut: 'Duke dalë…',
  },
} as const;
