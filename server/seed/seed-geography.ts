import type { PreferenceStance } from '../../src/contract/patronaged-edit';

/** Divisions → regions → municipalities (with alias) → administrative units of the demo data. */
export interface SeedRegion {
  name: string;
  division: string;
  municipalities: { name: string; alias: string; units: string[] }[];
}

export const seedRegions: SeedRegion[] = [
  {
    name: 'Tiranë',
    division: 'Zona Qendrore',
    municipalities: [
      { name: 'Bashkia Tiranë', alias: 'Tiranë', units: ['Njësia Administrative Nr. 1', 'Njësia Administrative Nr. 2', 'Njësia Administrative Nr. 5', 'Kashar', 'Farkë'] },
      { name: 'Bashkia Kamëz', alias: 'Kamëz', units: ['Kamëz', 'Paskuqan'] },
      { name: 'Bashkia Vorë', alias: 'Vorë', units: ['Vorë', 'Prezë'] },
    ],
  },
  {
    name: 'Durrës',
    division: 'Zona Qendrore',
    municipalities: [
      { name: 'Bashkia Durrës', alias: 'Durrës', units: ['Njësia Administrative Nr. 1', 'Rrashbull', 'Sukth', 'Ishëm', 'Manëz'] },
      { name: 'Bashkia Shijak', alias: 'Shijak', units: ['Shijak', 'Xhafzotaj'] },
      { name: 'Bashkia Krujë', alias: 'Krujë', units: ['Krujë', 'Fushë-Krujë', 'Nikël'] },
    ],
  },
  {
    name: 'Shkodër',
    division: 'Zona Veriore',
    municipalities: [
      { name: 'Bashkia Shkodër', alias: 'Shkodër', units: ['Shkodër', 'Rrethinat', 'Velipojë', 'Postribë'] },
      { name: 'Bashkia Vau i Dejës', alias: 'Vau i Dejës', units: ['Vau i Dejës', 'Bushat'] },
      { name: 'Bashkia Malësi e Madhe', alias: 'Malësi e Madhe', units: ['Koplik', 'Kastrat'] },
    ],
  },
];

export const seedCountries = ['Itali', 'Greqi', 'Gjermani', 'Angli', 'SHBA', 'Francë', 'Zvicër', 'Belgjikë', 'Kanada', 'Austri'];

/**
 * Every stance at least once, so the patronaged list shows every row colour (spec 02 §4): 'Kundër'
 * is red, 'Negativ' orange when the voter has a referral.
 */
export const seedPoliticalPreferences: readonly { name: string; stance: PreferenceStance }[] = [
  { name: 'Mbështetës', stance: 'supporter' },
  { name: 'I lëkundur', stance: 'undecided' },
  { name: 'Kundër', stance: 'opposed' },
  { name: 'Nuk deklarohet', stance: 'undecided' },
  { name: 'Negativ', stance: 'negative' },
];

export const seedMemberRoles = ['Anëtar', 'Koordinator', 'Administrator'];
