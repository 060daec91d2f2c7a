import { describe, expect, it } from 'vitest';
import { addedBars, describeSeries, perHundred, statusSlices, voterMemberBars, yearlyBars } from './shape';
import { readFilters, reportPaths, writeFilters } from './filters';

const NAMES: Record<string, string> = { '01': 'Jan', '02': 'Shk', '04': 'Pri' };
const name = (mm: string) => NAMES[mm] ?? mm;

describe('statistics shaping', () => {
  it('orders the month’s statuses finished, ongoing, unfinished, zeros included', () => {
    expect(statusSlices({ month: '2025-04', data: [{ status: 'E pakryer', count: 2 }, { status: 'Perfunduar', count: 5 }] })).toEqual([
      { key: 'finished', value: 5 },
      { key: 'ongoing', value: 0 },
      { key: 'unfinished', value: 2 },
    ]);
  });

  it('computes members per 100 voters with 2 decimals, 0 without voters', () => {
    expect(perHundred(1, 3)).toBe(33.33);
    expect(perHundred(5, 0)).toBe(0);
    expect(voterMemberBars([{ id: 1, name: 'Tiranë', voters: 200, party_members: 7 }])).toEqual([{ name: 'Tiranë', voters: 200, party_members: 7, percentage: 3.5 }]);
  });

  it('labels months by their short name', () => {
    expect(yearlyBars({ year: 2025, data: [{ month: '2025-01', total: 4, finished: 1 }] }, name)).toEqual([{ label: 'Jan', total: 4, finished: 1 }]);
    expect(addedBars({ year: 2025, data: [{ month: '2025-02', count: 3 }] }, name)).toEqual([{ label: 'Shk', count: 3 }]);
  });

  it('describes a chart as text', () => {
    expect(describeSeries([{ n: 'A', a: 1, b: 2 }, { n: 'B', a: 3, b: 4 }], (r) => r.n, (r) => [r.a, r.b])).toBe('A: 1 / 2, B: 3 / 4');
  });
});

describe('statistics filters', () => {
  const now = new Date('2025-05-01T08:00:00Z');

  it('sends each report only the filters it understands', () => {
    const paths = reportPaths({ regionId: 3, municipalityId: 12, year: 2024, month: '2024-11' });
    expect(paths).toEqual({
      totals: '/api/statistics/votermemberreport/?region_id=3&municipality_id=12',
      voterMember: '/api/statistics/voter-member-report/?region_id=3&municipality_id=12',
      mobility: '/api/statistics/party-members-mobility/?region=3',
      roles: '/api/hr/memberpartyrole/?region_id=3&municipality_id=12',
      monthStatus: '/api/statistics/monthtaskstatusreport/?month=2024-11',
      yearly: '/api/statistics/yearly-task-report/?year=2024',
      added: '/api/statistics/memberaddedreport/?region=3&year=2024',
    });
    expect(reportPaths(readFilters(new URLSearchParams(), now)).totals).toBe('/api/statistics/votermemberreport/');
  });

  it('reads back what it wrote, and drops a municipality without a region', () => {
    const filters = { regionId: 2, municipalityId: 5, year: 2024, month: '2025-01' };
    expect(readFilters(writeFilters(filters, now), now)).toEqual(filters);
    expect(readFilters(new URLSearchParams('municipality=5&year=1900&month=2025-13'), now)).toEqual({ regionId: null, municipalityId: null, year: 2025, month: '2025-05' });
  });
});
