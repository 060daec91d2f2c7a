import type { FormEvent, ReactNode } from 'react';
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegionalData } from '../../../contract/regional-data';
import type { StatisticsFilters as Filters } from '../filters';
import { STATISTICS_NS } from '../i18n/namespace';

interface Props {
  filters: Filters;
  regional: RegionalData | null;
  /** The years offered, newest first. */
  years: readonly number[];
  onChange: (filters: Filters) => void;
}

function Select({ label, value, onChange, disabled, children, testId }: { label: string; value: string; onChange: (value: string) => void; disabled?: boolean; children: ReactNode; testId: string }) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} minH="44px">
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Region, then municipality within it (from the regional data kept with the session), year and month. */
export function StatisticsFilters({ filters, regional, years, onChange }: Props) {
  const { t } = useTranslation(STATISTICS_NS);
  const municipalities = filters.regionId === null ? [] : (regional?.municipalities ?? []).filter((m) => m.region_id === filters.regionId);
  const toId = (value: string) => (value === '' ? null : Number(value));
  return (
    <SimpleGrid as="form" aria-label={t('filters.label')} columns={{ base: 1, sm: 2, lg: 4 }} gap="3" onSubmit={(e: FormEvent) => e.preventDefault()} data-testid="statistics-filters">
      <Select label={t('filters.region')} value={filters.regionId?.toString() ?? ''} onChange={(v) => onChange({ ...filters, regionId: toId(v), municipalityId: null })} testId="filter-region">
        <option value="">{t('filters.all')}</option>
        {(regional?.regions ?? []).map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('filters.municipality')}
        value={filters.municipalityId?.toString() ?? ''}
        onChange={(v) => onChange({ ...filters, municipalityId: toId(v) })}
        disabled={filters.regionId === null}
        testId="filter-municipality"
      >
        <option value="">{filters.regionId === null ? t('filters.chooseRegion') : t('filters.all')}</option>
        {municipalities.map((m) => (
          <option key={m.id} value={m.id}>
            {m.alias ?? m.name}
          </option>
        ))}
      </Select>
      <Select label={t('filters.year')} value={String(filters.year)} onChange={(v) => onChange({ ...filters, year: Number(v) })} testId="filter-year">
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
      <Field.Root>
        <Field.Label fontSize="sm">{t('filters.month')}</Field.Label>
        <Input
          type="month"
          minH="44px"
          value={filters.month}
          min="2000-01"
          max="2100-12"
          data-testid="filter-month"
          onChange={(e) => {
            // An emptied month field keeps the last month rather than asking the server for nothing.
            if (/^\d{4}-\d{2}$/.test(e.target.value)) onChange({ ...filters, month: e.target.value });
          }}
        />
      </Field.Root>
    </SimpleGrid>
  );
}
