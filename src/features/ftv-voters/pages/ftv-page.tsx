import { useCallback } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FTV_KIND } from '../../../sync/kinds/ftv-kinds';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { OfflineListFrame } from '../../../ui/offline-list/offline-list-frame';
import { useLocalSearch } from '../../../ui/offline-list/use-local-search';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useOutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { useRefreshOnAttention } from '../../../ui/offline-list/use-refresh-on-attention';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { FtvEditView } from '../edit/ftv-edit-view';
import { FTV_NS } from '../i18n/namespace';
import { EMPTY_FTV_QUERY, FtvListView } from '../list/ftv-list-view';
import { useFtvDownload } from '../list/use-ftv-download';
import { useFtvList, usePreferences } from '../list/use-ftv-list';
import { ftvRowKey } from '../store';

/** First-time voters' table paging (spec 02 §9). */
const PAGE_SIZE = 10;

/** /my-vhp-voters — first-time voters (spec 02 §2.15), for first-time-voter coordinators only. */
export default function FtvPage() {
  const { t } = useTranslation(FTV_NS);
  const member = useModuleMember();
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} w="full">
      <Heading as="h1" size="lg">
        {t('list.title')}
      </Heading>
      {member.status === 'loading' && <PleaseWait />}
      {member.status === 'ready' && !member.isFtvCoordinator && <NoAccess testId="ftv-no-access" />}
      {member.status === 'ready' && member.isFtvCoordinator && <FtvModule userId={member.userId} />}
    </Stack>
  );
}

function FtvModule({ userId }: { userId: number }) {
  const { t } = useTranslation(FTV_NS);
  const online = useOnline();
  const { records, downloadedAt } = useFtvList(userId);
  const preferences = usePreferences();
  const outbox = useOutboxRows(userId, FTV_KIND);
  const { download, failure } = useFtvDownload(userId, online);
  useRefreshOnAttention(userId, FTV_KIND, online, download.state.status === 'running', download.start);
  const { paging, search } = useLocalSearch(records, EMPTY_FTV_QUERY, PAGE_SIZE);

  // The form is view 1 in the URL (?edit=<id>), so the phone's back button returns to the list.
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('edit'));
  const editing = Number.isSafeInteger(editId) && editId > 0;
  const openEdit = useCallback((id: number) => setParams({ edit: String(id) }), [setParams]);
  const backToList = useCallback(() => setParams({}, { replace: true }), [setParams]);

  if (editing) {
    const record = records === undefined ? undefined : (records.find((r) => r.id === editId) ?? null);
    return <FtvEditView userId={userId} record={record} outbox={outbox.get(ftvRowKey(editId))} preferences={preferences} onBack={backToList} />;
  }
  return (
    <OfflineListFrame online={online} download={download} downloadedAt={downloadedAt} records={records} outbox={outbox} testIdPrefix="ftv" failureText={failure ?? t('list.failure')}>
      <FtvListView paging={paging} preferences={preferences} outbox={outbox} onSearch={search} onEdit={openEdit} />
    </OfflineListFrame>
  );
}
