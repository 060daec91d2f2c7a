/**
 * Every Albanian error text the server sends, in one place. The client shows them as-is,
 * so changing one is a contract change.
 */
export const messages = {
  server: 'Pati një problem me serverin.',
  signInAgain: 'Ju lutem identifikohuni përsëri.',
  wrongCredentials: 'Emri i përdoruesit ose fjalëkalimi është i pasaktë.',
  tooManyAttempts: 'Shumë përpjekje të dështuara. Provoni përsëri pas disa minutash.',
  tooManyRequests: 'Shumë kërkesa. Provoni përsëri pas pak.',
  noModuleAccess: 'Ju nuk keni të drejta të aksesoni këtë modul të sistemit!',
  voterNotInStations: 'Votuesi nuk u gjet në qendrat tuaja të votimit.',
  voterNotInPatronage: 'Votuesi nuk u gjet në listën tuaj të patronazhimit.',
  clientSeqInvalid: 'Numri rendor i ndryshimit (x-terren-seq) duhet të jetë një numër i plotë pozitiv.',
  observerMismatch: 'Fusha observer_id nuk përputhet me vëzhguesin tuaj.',
  notFound: 'Adresa e kërkuar nuk u gjet.',
  invalidJson: 'Trupi i kërkesës nuk është JSON i vlefshëm.',
  emptyJson: 'Trupi i kërkesës është bosh.',
  bodyTooLarge: 'Trupi i kërkesës është shumë i madh.',
  unsupportedMediaType: 'Lloji i përmbajtjes së kërkesës nuk mbështetet.',
  badRequest: 'Kërkesa nuk është e vlefshme.',
  bodyMissing: 'Të dhënat e kërkesës mungojnë ose nuk janë të vlefshme.',
  fieldRequired: (field: string) => `Fusha '${field}' është e detyrueshme.`,
  fieldInvalid: (field: string) => `Fusha '${field}' ka një vlerë të pavlefshme.`,
  fieldEmpty: (field: string) => `Fusha '${field}' nuk mund të jetë bosh.`,
  fieldTooLong: (field: string) => `Fusha '${field}' është shumë e gjatë.`,
} as const;
