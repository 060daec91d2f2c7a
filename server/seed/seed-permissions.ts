/**
 * The permission tree of the demo data. The client keys its menu by `code`: 'Detyra' shows the
 * task group and 'DetyratMarra' the received tasks (spec 01 §6); the others are placeholders
 * for the menu areas whose screens are not built yet.
 */
export interface SeedPermission {
  code: string;
  name: string;
  children?: SeedPermission[];
}

export const seedPermissionTree: SeedPermission[] = [
  {
    code: 'Detyra',
    name: 'Detyrat',
    children: [
      { code: 'DetyratMarra', name: 'Detyrat e marra' },
      { code: 'DetyratKrijuara', name: 'Detyrat e krijuara' },
      { code: 'DetyratQR', name: 'Detyrat me kod QR' },
    ],
  },
  {
    code: 'Patronazhimi',
    name: 'Patronazhimi',
    children: [
      { code: 'TeReferuarit', name: 'Të referuarit' },
      { code: 'TePatronazhuarit', name: 'Të patronazhuarit' },
    ],
  },
  {
    code: 'Zgjedhjet',
    name: 'Zgjedhjet',
    children: [
      { code: 'DitaVotimit', name: 'Dita e votimit' },
      { code: 'ExitPoll', name: 'Exit Poll' },
    ],
  },
  { code: 'NdarjaAdministrative', name: 'Ndarja administrative' },
  { code: 'BurimetNjerezore', name: 'Burimet njerëzore' },
  { code: 'Statistika', name: 'Statistika' },
  { code: 'Konfigurime', name: 'Konfigurime' },
];
