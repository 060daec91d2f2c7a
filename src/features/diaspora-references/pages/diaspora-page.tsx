import { useCallback, useMemo } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NO_FLAGS } from '../../../collections/diaspora-statuses';
import type { LocalDiasporaReference } from '../../../db/database';
import { DIASPORA_KIND, DIASPORA_STATUS_KIND } from '../../../sync/kinds/diaspora-kinds';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { OfflineListFrame } from '../../../ui/offline-list/offline-list-frame';
import { useBackgroundDownload } from '../../../ui/offline-list/use-background-download';
import { useDownloadFailure } from '../../../ui/offline-list/use-download-failure';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useOutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { useRefreshOnAttention } from '../../../ui/offline-list/use-refresh-on-attention';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { EditReferenceView } from '../form/edit-reference-view';
import { NewReferenceView } from '../form/new-reference-view';
import { DIASPORA_NS } from '../i18n/namespace';
import { DiasporaListView } from '../list/diaspora-list-view';
import { useDiasporaSearch } from '../list/use-diaspora-search';
import { StatusView } from '../status/status-view';
import { diasporaRowKey, diasporaStatusRowKey, downloadDiasporaLists, downloadDiasporaReferences, statusRecordOf } from '../store';
import { useDiasporaList } from '../use-diaspora-list';
import { useDiasporaLists } from '../use-diaspora-lists';
import { useDiasporaView } from '../use-diaspora-view';

/** The diaspora references list's paging (spec 02 §9). */
const PAGE_SIZE = 5;

/** /diaspora-references — the diaspora coordinator's references (spec 02 §2.14). */
export default function DiasporaPage() {
  const { t } = useTranslation(DIASPORA_NS);
  const member = useModuleMember();
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} w="full" minW="0">
      <Heading as="h1" size="lg">
        {t('list.title')}
      </Heading>
      {member.status === 'loading' && <PleaseWait />}
      {member.status === 'ready' && !member.isDiasporaCoordinator && <NoAccess testId="diaspora-no-access" />}
      {member.status === 'ready' && member.isDiasporaCoordinator && <DiasporaModule userId={member.userId} />}
    </Stack>
  );
}

/** A record by the key in the URL: its own, or the local id it was created under (the create may have been confirmed since). */
function findRecord(records: readonly LocalDiasporaReference[] | undefined, key: string): LocalDiasporaReference | null | undefined {
  if (records === undefined) return undefined;
  return records.find((r) => r.key === key || r.outboxId === key) ?? null;
}

function DiasporaModule({ userId }: { userId: number }) {
  const { t } = useTranslation(DIASPORA_NS);
  const online = useOnline();
  const { records, statuses, downloadedAt } = useDiasporaList(userId);
  const lists = useDiasporaLists();
  const referenceRows = useOutboxRows(userId, DIASPORA_KIND);
  const statusRows = useOutboxRows(userId, DIASPORA_STATUS_KIND);
  // One map for the counts and the row marks: the keys of the two kinds never meet.
  const outbox = useMemo(() => new Map([...referenceRows, ...statusRows]), [referenceRows, statusRows]);
  const fetchList = useCallback(
    async (onProgress: (done: number, total: number) => void) => {
      // The forms' lists come along: a coordinator who opened this screen once can add and edit offline.
      await Promise.all([downloadDiasporaReferences(userId, onProgress), downloadDiasporaLists(userId)]);
    },
    [userId],
  );
  const { fetchList: fetchNoting, failure } = useDownloadFailure(fetchList, t('list.failure'));
  const download = useBackgroundDownload(fetchNoting, online);
  useRefreshOnAttention(userId, DIASPORA_KIND, online, download.state.status === 'running', download.start);
  const { paging, query, search } = useDiasporaSearch(records, PAGE_SIZE);
  const { view, openNew, openEdit, openStatus, backToList } = useDiasporaView();
  const { setPage } = paging;
  const added = useCallback(() => {
    // The new reference is the newest, at the top of the first page.
    setPage(1);
    backToList();
  }, [setPage, backToList]);

  if (view.index === 1) return <NewReferenceView userId={userId} online={online} lists={lists} onClose={backToList} onAdded={added} />;
  if (view.index === 2) {
    const record = findRecord(records, view.key);
    return <EditReferenceView userId={userId} record={record} outbox={record ? referenceRows.get(diasporaRowKey(record)) : undefined} lists={lists} onClose={backToList} />;
  }
  if (view.index === 3) {
    const record = findRecord(records, view.key);
    const flags = record ? statusRecordOf(record, statuses) : undefined;
    return (
      <StatusView
        userId={userId}
        record={record}
        status={flags?.status ?? NO_FLAGS}
        outbox={flags ? statusRows.get(diasporaStatusRowKey(flags)) : undefined}
        lists={lists}
        onClose={backToList}
      />
    );
  }
  return (
    <OfflineListFrame online={online} download={download} downloadedAt={downloadedAt} records={records} outbox={outbox} testIdPrefix="diaspora" failureText={failure ?? t('list.failure')}>
      <DiasporaListView
        userId={userId}
        paging={paging}
        query={query}
        statuses={statuses}
        lists={lists}
        outbox={outbox}
        onSearch={search}
        onAdd={openNew}
        onStatus={openStatus}
        onEdit={openEdit}
      />
    </OfflineListFrame>
  );
}
