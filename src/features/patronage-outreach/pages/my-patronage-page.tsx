import { useCallback } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATRONAGED_KIND } from '../../../sync/kinds/patronaged-kinds';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { OfflineListFrame } from '../../../ui/offline-list/offline-list-frame';
import { useBackgroundDownload } from '../../../ui/offline-list/use-background-download';
import { useLocalSearch } from '../../../ui/offline-list/use-local-search';
import { useOutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { useRefreshOnAttention } from '../../../ui/offline-list/use-refresh-on-attention';
import { usePatronagedExport } from '../export/use-patronaged-export';
import { OUTREACH_NS } from '../i18n/namespace';
import { PatronagedEditView } from '../patronaged/patronaged-edit-view';
import { EMPTY_PATRONAGED_QUERY, PatronagedListView } from '../patronaged/patronaged-list-view';
import { usePatronagedList, useReferenceLists } from '../patronaged/use-patronaged-list';
import { downloadPatronaged, downloadReferenceLists, patronagedRowKey } from '../store';

/** Patronaged voters' table paging (spec 02 §9). */
const PAGE_SIZE = 10;

/** /my-patronage — 'Të patronazhuarit e mi' (spec 02 §2.12), for patronagers only. */
export default function MyPatronagePage() {
  const { t } = useTranslation(OUTREACH_NS);
  const member = useModuleMember();
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} w="full">
      <Heading as="h1" size="lg">
        {t('patronaged.title')}
      </Heading>
      {member.status === 'loading' && <PleaseWait />}
      {member.status === 'ready' && !member.isPatronager && <NoAccess testId="patronaged-no-access" />}
      {member.status === 'ready' && member.isPatronager && <PatronagedModule userId={member.userId} />}
    </Stack>
  );
}

function PatronagedModule({ userId }: { userId: number }) {
  const online = useOnline();
  const { records, downloadedAt } = usePatronagedList(userId);
  const lists = useReferenceLists();
  const outbox = useOutboxRows(userId, PATRONAGED_KIND);
  const fetchList = useCallback(
    async (onProgress: (done: number, total: number) => void) => {
      // The edit form's lists come along: a patronager who opened this screen once can edit offline.
      await Promise.all([downloadPatronaged(userId, onProgress), downloadReferenceLists(userId)]);
    },
    [userId],
  );
  const download = useBackgroundDownload(fetchList, online);
  useRefreshOnAttention(userId, PATRONAGED_KIND, online, download.state.status === 'running', download.start);
  const { paging, search } = useLocalSearch(records, EMPTY_PATRONAGED_QUERY, PAGE_SIZE);

  const { state: exportState, run: runExport } = usePatronagedExport(online);
  const exportAll = useCallback(() => runExport(records ?? [], lists), [runExport, records, lists]);

  // The edit view is view 1 in the URL (?edit=<id>), so the phone's back button returns to the list.
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('edit'));
  const editing = Number.isSafeInteger(editId) && editId > 0;
  const openEdit = useCallback((id: number) => setParams({ edit: String(id) }), [setParams]);
  const backToList = useCallback(() => setParams({}, { replace: true }), [setParams]);

  if (editing) {
    const record = records === undefined ? undefined : (records.find((r) => r.id === editId) ?? null);
    return <PatronagedEditView userId={userId} record={record} outbox={outbox.get(patronagedRowKey(editId))} lists={lists} onBack={backToList} />;
  }
  return (
    <OfflineListFrame online={online} download={download} downloadedAt={downloadedAt} records={records} outbox={outbox} testIdPrefix="patronaged">
      <PatronagedListView
        paging={paging}
        lists={lists}
        outbox={outbox}
        online={online}
        exportState={exportState}
        canExport={(records?.length ?? 0) > 0}
        onExport={exportAll}
        onSearch={search}
        onEdit={openEdit}
      />
    </OfflineListFrame>
  );
}
