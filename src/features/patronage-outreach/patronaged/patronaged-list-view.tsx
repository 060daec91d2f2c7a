import { useMemo } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalPatronaged } from '../../../db/database';
import { PagingFooter } from '../../../ui/pager/paging-footer';
import type { Paging } from '../../../ui/pager/use-paging';
import { LocalSearchForm, type SearchField } from '../../../ui/offline-list/local-search-form';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { ExportPanel } from '../export/export-panel';
import type { ExportState } from '../export/use-patronaged-export';
import type { LocalQuery } from '../../../lib/local-search';
import { OUTREACH_NS } from '../i18n/namespace';
import { ColorLegend } from './color-legend';
import type { ReferenceLists } from './displayed-voter';
import { PatronagedTable } from './patronaged-table';

export type PatronagedField = 'nid' | 'name' | 'surname';
export const EMPTY_PATRONAGED_QUERY: LocalQuery<PatronagedField> = { nid: '', name: '', surname: '' };

interface PatronagedListViewProps {
  paging: Paging<LocalPatronaged>;
  lists: ReferenceLists;
  outbox: OutboxRows;
  online: boolean;
  exportState: ExportState;
  canExport: boolean;
  onExport: () => void;
  onSearch: (query: LocalQuery<PatronagedField>) => void;
  onEdit: (id: number) => void;
}

/** View 0: search, legend, export and the colour-coded paged table. */
export function PatronagedListView(props: PatronagedListViewProps) {
  const { paging, lists, outbox, online, exportState, canExport, onExport, onSearch, onEdit } = props;
  const { t } = useTranslation(OUTREACH_NS);
  const fields = useMemo<SearchField<PatronagedField>[]>(
    () => [
      { name: 'nid', label: t('common.code') },
      { name: 'name', label: t('common.name') },
      { name: 'surname', label: t('common.surname') },
    ],
    [t],
  );
  return (
    <Stack gap="3">
      <LocalSearchForm fields={fields} empty={EMPTY_PATRONAGED_QUERY} onSearch={onSearch} testId="patronaged-search" />
      <Flex gap="4" justify="space-between" align="start" wrap="wrap">
        <ColorLegend />
        <ExportPanel state={exportState} online={online} disabled={!canExport} onExport={onExport} />
      </Flex>
      <PatronagedTable rows={paging.rows} lists={lists} outbox={outbox} onEdit={onEdit} />
      <PagingFooter paging={paging} testId="patronaged-pager" />
    </Stack>
  );
}
