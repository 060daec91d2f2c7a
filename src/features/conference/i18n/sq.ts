/** The conference screen (spec 01 §2 "Conference": what it does is not shown; ours shows the code to pass on). */
export const sq = {
  title: 'Konferenca',
  codeLabel: 'Kodi i konferencës',
  copy: 'Kopjo kodin',
  copied: 'Kodi u kopjua.',
  copyFailed: 'Kodi nuk u kopjua. Zgjidheni dhe kopjojeni me dorë.',
  success: 'Sukses',
  nameLabel: 'Do të shfaqeni si',
  task: 'Detyra: {{name}}',
  join: 'Hyr në takim',
  joinHint: 'Takimi hapet në një dritare të re.',
  instructions: 'Jepini këtë kod organizatorit të takimit ose vendoseni në aplikacionin e takimit për t’u lidhur me pjesëmarrësit e detyrës.',
  noCode: 'Kjo detyrë nuk ka kod konference.',
  back: 'Kthehu',
} as const;
