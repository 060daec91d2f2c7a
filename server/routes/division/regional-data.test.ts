import { describe, expect, it } from 'vitest';
import { regionalData } from '../../../src/contract/regional-data';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

describe('regional data', () => {
  const t = useTestApp({ logins: ['anetar'] });

  itRefusesWithoutToken(['/api/division/regional-data/'], () => t.app);

  it('regional-data links every child to an existing parent', async () => {
    const data = regionalData.parse((await t.get('/api/division/regional-data/', t.tokens.anetar)).json());
    expect(data.regions.map((r) => r.name)).toEqual(['Tiranë', 'Durrës', 'Shkodër']);
    const regionIds = new Set(data.regions.map((r) => r.id));
    const municipalityIds = new Set(data.municipalities.map((m) => m.id));
    expect(data.municipalities.every((m) => regionIds.has(m.region_id))).toBe(true);
    expect(data.units.every((u) => municipalityIds.has(u.municipality_id))).toBe(true);
    expect(data.divisions.length).toBeGreaterThan(0);
  });
});
