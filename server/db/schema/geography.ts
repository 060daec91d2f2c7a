/** Administrative divisions down to polling stations, and the countries of the emigrant records. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const divisions = pgTable('divisions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  divisionId: integer('division_id').references(() => divisions.id),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    alias: text('alias'),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [index('municipalities_region_idx').on(t.regionId)],
);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
  },
  (t) => [index('units_municipality_idx').on(t.municipalityId)],
);

/** Polling station ("qv", qendër votimi). Codes look like "1234" or "0012/1". */
export const pollingStations = pgTable(
  'polling_stations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
  },
  (t) => [index('polling_stations_unit_idx').on(t.unitId)],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  countryName: text('country_name').notNull(),
});
