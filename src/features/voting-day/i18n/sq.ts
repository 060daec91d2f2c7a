/**
 * Voting-day strings (namespace `voting-day`). Albanian is the reference: texts quoted by the
 * spec are exact.
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  observerTitle: 'Dita e Votimit',
  patronageTitle: 'Dita e Votimit – patronazhi',
  download: 'Shkarko listën',
  notDownloadedOffline: 'Lista nuk është shkarkuar ende në këtë pajisje. Lidhuni me internetin për ta shkarkuar.',
  listFailure: 'Një gabim ndodhi gjatë komunikimit me serverin!',
  stations: 'Qendrat e votimit',
  stationTurnout: '{{voted}} / {{total}} ({{percent}}%)',
  generalLabel: 'Emri dhe mbiemri',
  generalPlaceholder: 'p.sh. Ana Hoxha',
  listNumberLabel: 'Numri në listë',
  clearSearch: 'Pastro kërkimin',
  generalTooShort: 'Emri duhet të ketë minimalisht 3 karaktere!',
  listNumberInvalid: 'Numri në listë duhet të jetë numër i plotë, minimumi 1!',
  searchHint: 'Kërko votues me opsionet e mësipërme!',
  noResults: 'Nuk ka votues për këtë kërkim!',
  noVoters: 'Nuk ka votues!',
  shown: 'Votues: {{count}}',
  confirm: 'Konfirmo',
  delete: 'Fshi',
  voted: 'Ka votuar',
  notVoted: 'Nuk ka votuar',
  fatherName: 'Atësia: {{name}}',
  confirmSuccess: 'Konfirmimi u krye me sukses!',
  deleteSuccess: 'Fshirja u krye me sukses!',
  saveFailure: 'Ndryshimi nuk u ruajt në pajisje! Provoni përsëri.',
  onlyNotVoted: "Vetëm ata që s'kanë votuar",
  call: 'Telefono {{name}}: {{phone}}',
  noPhone: 'Pa telefon',
  station: 'QV {{code}}',
  confirmAria: 'Konfirmo votimin e {{name}}',
  deleteAria: 'Fshi votimin e {{name}}',
} as const;
