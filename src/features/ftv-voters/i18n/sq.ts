/**
 * First-time-voter strings (namespace `ftv-voters`), "Votuesit për herë të parë" (VHP). The spec
 * quotes this screen's texts in English (spec 02 §2.15, §5, §8): here they are in Albanian, in
 * en.ts exactly as quoted. The tag of a voter not assessed yet and the conflict texts are ours.
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  list: {
    title: 'Lista e votuesve për herë të parë',
    code: 'Kodi',
    name: 'Emri',
    surname: 'Mbiemri',
    fatherName: 'Atësia',
    birthDate: 'Datëlindja',
    gender: 'Gjinia',
    qvCode: 'Kodi i QV-së',
    preference: 'Preferenca politike',
    safety: 'Siguria',
    sync: 'Gjendja',
    actions: 'Veprime',
    editAria: 'Ndrysho preferencën e {{name}}',
    resolveAria: 'Zgjidh konfliktin e {{name}}',
    failure: 'Një gabim ndodhi gjatë komunikimit me serverin!',
    none: '—',
  },
  gender: {
    M: 'Mashkull',
    F: 'Femër',
  },
  safety: {
    '0': 'Pa vlerësuar',
    '1': 'I sigurt',
    '2': 'I pasigurt',
    '3': 'Lëkundës',
  },
  form: {
    title: 'Preferenca VHP',
    voterSection: 'Të dhënat e votuesit',
    preference: 'Preferenca politike',
    choosePreference: 'Zgjidhni preferencën politike',
    preferenceRequired: 'Ju lutem, zgjidhni preferencën politike!',
    safety: 'Siguria e votuesit',
    safetyRequired: 'Ju lutem, zgjidhni sigurinë e votuesit!',
    email: 'Email',
    emailInvalid: 'Ju lutem, jepni një email të vlefshëm',
    phone: 'Telefoni',
    comment: 'Komenti',
    save: 'Ruaj',
    close: 'Mbyll',
    notFound: 'Ky votues nuk është më në listën tuaj.',
    preferencesMissing: 'Lista e preferencave politike nuk është shkarkuar ende. Lidhuni me internetin për ta shkarkuar.',
    success: 'Referenca u modifikua me sukses!',
    failure: 'Një gabim ndodhi gjatë modifikimit të referencës!',
  },
  conflict: {
    title: 'Ky votues u ndryshua edhe nga një pajisje tjetër',
    intro: 'Krahasoni vlerat dhe zgjidhni cilat do të mbeten. Fushat e ndryshme janë të theksuara.',
    /** The table's other words are the shared offlineList.conflict ones; this one stays here (its Russian is the area's own). */
    differs: 'ndryshon',
  },
} as const;
