/**
 * Notification strings (namespace `notifications`), spec 02 §2.8.
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  title: 'Njoftime',
  search: {
    title: 'Titulli',
    description: 'Përshkrimi',
    from: 'Nga data',
    to: 'Deri më datë',
    dateOrder: 'Data e fillimit nuk mund të jetë pas datës së mbarimit!',
    dateFormat: 'Data duhet të jetë në formatin dd-mm-vvvv',
  },
  columns: {
    number: 'Nr.',
    title: 'Titulli',
    description: 'Përshkrimi',
    date: 'Data',
  },
  open: 'Hap njoftimin: {{title}}',
  asOf: 'Të dhënat në pajisje nga {{date}}',
  wait: 'Ju lutem prisni!',
  offlineNoCopy: 'Ky kërkim nuk është në pajisje. Lidhuni me internetin për të kërkuar.',
  failure: 'Një gabim ndodhi gjatë komunikimit me serverin!',
  view: {
    heading: 'Njoftimi',
    date: 'Data',
    notOnDevice: 'Ky njoftim nuk është në pajisje. Lidhuni me internetin për ta hapur.',
    notFound: 'Njoftimi nuk u gjet!',
  },
} as const;
