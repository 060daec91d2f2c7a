import { useTranslation } from 'react-i18next';
import type { RegionalData } from '../../contract/regional-data';
import type { StatisticsFilters } from './filters';
import { STATISTICS_NS } from './i18n/namespace';

/** The line under each chart's heading saying which area or period its call received. */
export function useScopes(filters: StatisticsFilters, regional: RegionalData | null) {
  const { t } = useTranslation(STATISTICS_NS);
  const region = regional?.regions.find((r) => r.id === filters.regionId);
  const municipality = regional?.municipalities.find((m) => m.id === filters.municipalityId);
  const regionScope = region ? t('scope.region', { name: region.name }) : t('scope.all');
  const [year, month] = filters.month.split('-');
  return {
    /** Region and municipality (the voter/member and role reports). */
    area: municipality ? t('scope.municipality', { name: municipality.alias ?? municipality.name }) : regionScope,
    /** Region only (mobility, members added). */
    region: regionScope,
    year: t('scope.year', { year: filters.year }),
    month: t('scope.month', { month: `${t(`months.${month ?? ''}`, { defaultValue: month ?? '' })} ${year ?? ''}` }),
  };
}
