/**
 * The rest of Albania for national-size data: the twelve regions (qarqe) and their 61
 * municipalities, beside the demo's three regions (seed-geography.ts), which keep their own lists and gain
 * the municipalities they lack. Administrative units are numbered per municipality.
 */
export interface NationalRegion {
  name: string;
  division: string;
  municipalities: readonly string[];
}

export const nationalRegions: readonly NationalRegion[] = [
  { name: 'Tiranë', division: 'Zona Qendrore', municipalities: ['Kavajë', 'Rrogozhinë'] },
  { name: 'Shkodër', division: 'Zona Veriore', municipalities: ['Pukë', 'Fushë-Arrëz'] },
  { name: 'Berat', division: 'Zona Jugore', municipalities: ['Berat', 'Kuçovë', 'Poliçan', 'Skrapar', 'Ura Vajgurore'] },
  { name: 'Dibër', division: 'Zona Veriore', municipalities: ['Dibër', 'Bulqizë', 'Klos', 'Mat'] },
  { name: 'Elbasan', division: 'Zona Qendrore', municipalities: ['Elbasan', 'Belsh', 'Cërrik', 'Gramsh', 'Librazhd', 'Peqin', 'Prrenjas'] },
  { name: 'Fier', division: 'Zona Jugore', municipalities: ['Fier', 'Divjakë', 'Lushnjë', 'Mallakastër', 'Patos', 'Roskovec'] },
  { name: 'Gjirokastër', division: 'Zona Jugore', municipalities: ['Gjirokastër', 'Dropull', 'Këlcyrë', 'Libohovë', 'Memaliaj', 'Përmet', 'Tepelenë'] },
  { name: 'Korçë', division: 'Zona Jugore', municipalities: ['Korçë', 'Devoll', 'Kolonjë', 'Maliq', 'Pogradec', 'Pustec'] },
  { name: 'Kukës', division: 'Zona Veriore', municipalities: ['Kukës', 'Has', 'Tropojë'] },
  { name: 'Lezhë', division: 'Zona Veriore', municipalities: ['Lezhë', 'Kurbin', 'Mirditë'] },
  { name: 'Vlorë', division: 'Zona Jugore', municipalities: ['Vlorë', 'Delvinë', 'Finiq', 'Himarë', 'Konispol', 'Sarandë', 'Selenicë'] },
];

/** Units per added municipality: Albania has 373 units in 61 municipalities. */
export const UNITS_PER_MUNICIPALITY = 6;
