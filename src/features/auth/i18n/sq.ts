/**
 * Sign-in and sign-out strings (namespace `auth`). Albanian is the reference: texts quoted by
 * the spec (the required-field messages) are exact.
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  welcome: 'Mirë se vini!',
  intro: 'Ju lutemi identifikohuni me kredencialet tuaja.',
  username: 'Emri i përdoruesit ose kodi',
  password: 'Fjalëkalimi',
  showPassword: 'Shfaq fjalëkalimin',
  hidePassword: 'Fshih fjalëkalimin',
  usernameRequired: 'Ju lutemi vendosni username ose kodin e përdoruesit!',
  passwordRequired: 'Ju lutemi vendosni fjalëkalimin!',
  submit: 'Hyr',
  submitting: 'Duke hyrë…',
  loginFailed: 'Ndodhi një gabim gjatë hyrjes.',
  offline: 'Nuk ka lidhje interneti. Për t’u identifikuar duhet lidhje.',
  notice: {
    sessionEnded: 'Sesioni juaj përfundoi. Ju lutem identifikohuni përsëri.',
    lockedOut: 'U nxorët nga llogaria pas shumë përpjekjesh të gabuara për të shkyçur aplikacionin. Ju lutem identifikohuni përsëri.',
  },
  logout: {
    unsentTitle: 'Ndryshime të padërguara',
    unsentBody_one: 'Keni {{count}} ndryshim që nuk është dërguar ende. Ai mbetet në këtë pajisje derisa të dërgohet, pra derisa të identifikoheni përsëri me këtë llogari. Listat e shkarkuara do të fshihen nga pajisja. Përjashtim: dokumentet e padërguara fshihen nga pajisja dhe nuk dërgohen më.',
    unsentBody_other: 'Keni {{count}} ndryshime që nuk janë dërguar ende. Ato mbeten në këtë pajisje derisa të dërgohen, pra derisa të identifikoheni përsëri me këtë llogari. Listat e shkarkuara do të fshihen nga pajisja. Përjashtim: dokumentet e padërguara fshihen nga pajisja dhe nuk dërgohen më.',
    everywhereTitle: 'Dil nga të gjitha pajisjet',
    everywhereNeedsConnection: 'Për të dalë nga të gjitha pajisjet duhet lidhje interneti. Mund të dilni vetëm nga kjo pajisje, ose të provoni përsëri kur të keni lidhje.',
    thisDeviceOnly: 'Dil vetëm nga kjo pajisje',
    signOutAnyway: 'Dil gjithsesi',
    signingOut: 'Duke dalë…',
  },
} as const;
