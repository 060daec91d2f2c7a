/**
 * Emigrant-reference strings (namespace `emigrant-references`): "Referencat për emigrantë"
 * (spec 02 §2.13). Albanian is the reference: texts the spec quotes (title, 'Referencë e re', the
 * count's 'referencë' / 'referenca', the validation messages, the toasts, 'Nuk ka të dhëna!',
 * 'Emigranti nuk gjendet!') are exact; the others are ours (listed in the feature's closing note).
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  title: 'Referencat për emigrantë',
  fields: {
    country: 'Shteti',
    city: 'Qyteti i emigrimit',
    cityAlbania: 'Qyteti në Shqipëri',
    name: 'Emri',
    surname: 'Mbiemri',
    phone: 'Telefoni',
    referrer: 'Emri i referuesit',
    createDate: 'Data e krijimit',
    fromDate: 'Nga data',
    toDate: 'Deri më',
  },
  list: {
    count_one: '{{count}} referencë',
    count_other: '{{count}} referenca',
    add: 'Referencë e re',
    allCountries: 'Të gjitha shtetet',
    sync: 'Gjendja',
    actions: 'Veprime',
    editAria: 'Modifiko referencën për {{name}}',
    resolveAria: 'Zgjidh konfliktin e referencës për {{name}}',
    deleteAria: 'Fshi referencën për {{name}}',
    deleteTitle: 'Fshirja e referencës',
    deleteBody: 'Jeni i sigurt që doni të fshini referencën e zgjedhur ({{name}})?',
    deleteConfirm: 'Fshi',
    cancel: 'Anulo',
    deleteSuccess: 'Fshirja u krye me sukses!',
    deleteFailure: 'Një gabim ndodhi gjatë fshirjes!',
  },
  form: {
    createTitle: 'Referencë e re',
    editTitle: 'Modifiko referencën',
    chooseCountry: 'Zgjidhni shtetin',
    countryFixed: 'Shteti nuk mund të ndryshohet.',
    countriesMissing: 'Lista e shteteve nuk është shkarkuar ende në këtë pajisje. Lidhuni me internetin për ta shkarkuar.',
    save: 'Ruaj',
    countryRequired: 'Ju lutem zgjidhni shtetin!',
    cityRequired: 'Ju lutem plotësoni qytetin!',
    nameRequired: 'Ju lutem, plotësoni emrin!',
    phoneRequired: 'Ju lutem, plotësoni telefonin!',
    notFound: 'Emigranti nuk gjendet!',
    createSuccess: 'Shtimi u krye me sukses!',
    createFailure: 'Një gabim ndodhi gjatë shtimit!',
    editSuccess: 'Modifikimi u krye me sukses!',
    editFailure: 'Një gabim ndodhi gjatë modifikimit!',
  },
  conflict: {
    title: 'Kjo referencë u ndryshua edhe në një pajisje tjetër',
    intro: 'Krahasoni vlerat dhe zgjidhni cilat do të mbeten. Fushat e ndryshme janë të theksuara.',
    none: '—',
  },
} as const;
