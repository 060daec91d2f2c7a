/**
 * News strings (namespace `news`), "Lajme" (spec 02 §2.7). The empty text is the spec's; the rest
 * (labels, offline notes) are ours. Other languages: ./en.ts … ./ru.ts, loaded when chosen.
 */
export const sq = {
  title: 'Lajme',
  search: {
    label: 'Titulli',
    submit: 'Kërko',
    clear: 'Pastro',
    offlineLocal: 'Pa internet: kërkimi u bë vetëm te {{count}} lajmet më të fundit që janë në pajisje.',
  },
  empty: 'Nuk gjendet asnjë lajm nga kërkimi i bërë!',
  notDownloaded: 'Lajmet nuk janë shkarkuar ende në këtë pajisje. Lidhuni me internetin për t’i parë.',
  failure: 'Një gabim ndodhi gjatë komunikimit me serverin!',
  keptCopy: 'Po shfaqen lajmet në pajisje, marrë më {{date}}.',
  card: {
    open: 'Lexo lajmin',
    photoAlt: 'Foto e lajmit: {{title}}',
  },
  reader: {
    published: 'Publikuar më {{date}}',
    publisher: 'Nga {{name}}',
    latest: 'Lajmet e fundit',
    notFound: 'Ky lajm nuk gjendet në pajisje. Kthehuni te lista.',
  },
} as const;
