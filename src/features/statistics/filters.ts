/** What the statistics screen is filtered by; kept in the URL so a reload shows the same figures. */
export interface StatisticsFilters {
  regionId: number | null;
  /** Only with a region: the municipality list follows the chosen region. */
  municipalityId: number | null;
  year: number;
  /** YYYY-MM. */
  month: string;
}

const MONTH = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;

function id(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** The current UTC year and month: what the server itself defaults to. */
export function thisPeriod(now: Date): { year: number; month: string } {
  return { year: now.getUTCFullYear(), month: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}` };
}

export function readFilters(params: URLSearchParams, now: Date): StatisticsFilters {
  const period = thisPeriod(now);
  const regionId = id(params.get('region'));
  const year = Number(params.get('year'));
  const month = params.get('month') ?? '';
  return {
    regionId,
    municipalityId: regionId === null ? null : id(params.get('municipality')),
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : period.year,
    month: MONTH.test(month) ? month : period.month,
  };
}

export function writeFilters(filters: StatisticsFilters, now: Date): URLSearchParams {
  const period = thisPeriod(now);
  const params = new URLSearchParams();
  if (filters.regionId !== null) params.set('region', String(filters.regionId));
  if (filters.regionId !== null && filters.municipalityId !== null) params.set('municipality', String(filters.municipalityId));
  if (filters.year !== period.year) params.set('year', String(filters.year));
  if (filters.month !== period.month) params.set('month', filters.month);
  return params;
}

export type ReportName = 'totals' | 'voterMember' | 'mobility' | 'roles' | 'monthStatus' | 'yearly' | 'added';

function withQuery(path: string, query: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Each report's call under the filters it understands (spec 02 §7): the area reports take
 * region_id / municipality_id, mobility and members-added only a region (`region`), the task
 * reports only their period.
 */
export function reportPaths(f: StatisticsFilters): Record<ReportName, string> {
  const area = { region_id: f.regionId, municipality_id: f.municipalityId };
  return {
    totals: withQuery('/api/statistics/votermemberreport/', area),
    voterMember: withQuery('/api/statistics/voter-member-report/', area),
    mobility: withQuery('/api/statistics/party-members-mobility/', { region: f.regionId }),
    roles: withQuery('/api/hr/memberpartyrole/', area),
    monthStatus: withQuery('/api/statistics/monthtaskstatusreport/', { month: f.month }),
    yearly: withQuery('/api/statistics/yearly-task-report/', { year: f.year }),
    added: withQuery('/api/statistics/memberaddedreport/', { region: f.regionId, year: f.year }),
  };
}
