import { asc } from 'drizzle-orm';
import type { RegionalData } from '../../src/contract/auth';
import type { Db } from '../db/client';
import { divisions, municipalities, regions, units } from '../db/schema';

/** The administrative division lists, flat, each child pointing at its parent. Reference data, not member-scoped. */
export async function regionalData(db: Db): Promise<RegionalData> {
  const [d, r, m, u] = await Promise.all([
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).orderBy(asc(divisions.id)),
    db.select({ id: regions.id, name: regions.name, division_id: regions.divisionId }).from(regions).orderBy(asc(regions.id)),
    db
      .select({ id: municipalities.id, name: municipalities.name, region_id: municipalities.regionId, alias: municipalities.alias })
      .from(municipalities)
      .orderBy(asc(municipalities.id)),
    db.select({ id: units.id, name: units.name, municipality_id: units.municipalityId }).from(units).orderBy(asc(units.id)),
  ]);
  return { divisions: d, regions: r, municipalities: m, units: u };
}
