import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalFtvVoter } from '../../../db/database';
import type { LocalQuery } from '../../../lib/local-search';
import { LocalSearchForm, type SearchField } from '../../../ui/offline-list/local-search-form';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { PagingFooter } from '../../../ui/pager/paging-footer';
import type { Paging } from '../../../ui/pager/use-paging';
import type { Preferences } from '../format';
import { FTV_NS } from '../i18n/namespace';
import { FtvTable } from './ftv-table';

/** The search form's fields (spec 02 §2.15), named as the record's folded copy: `code` is the voter's nid. */
export type FtvField = keyof LocalFtvVoter['folded'];
export const EMPTY_FTV_QUERY: LocalQuery<FtvField> = { code: '', name: '', surname: '', qv_code: '' };

interface FtvListViewProps {
  paging: Paging<LocalFtvVoter>;
  preferences: Preferences;
  outbox: OutboxRows;
  onSearch: (query: LocalQuery<FtvField>) => void;
  onEdit: (id: number) => void;
}

/** View 0: the search over the device's copy (no validation, spec 02 §5) and the paged table. */
export function FtvListView({ paging, preferences, outbox, onSearch, onEdit }: FtvListViewProps) {
  const { t } = useTranslation(FTV_NS);
  const fields = useMemo<SearchField<FtvField>[]>(
    () => [
      { name: 'code', label: t('list.code') },
      { name: 'name', label: t('list.name') },
      { name: 'surname', label: t('list.surname') },
      { name: 'qv_code', label: t('list.qvCode') },
    ],
    [t],
  );
  return (
    <Stack gap="3">
      <LocalSearchForm fields={fields} empty={EMPTY_FTV_QUERY} onSearch={onSearch} testId="ftv-search" />
      <FtvTable rows={paging.rows} preferences={preferences} outbox={outbox} onEdit={onEdit} />
      <PagingFooter paging={paging} testId="ftv-pager" />
    </Stack>
  );
}
