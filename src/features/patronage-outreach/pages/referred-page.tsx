import { useCallback, useMemo } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REFERRED_KIND } from '../../../sync/kinds/referred-kinds';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { OfflineListFrame } from '../../../ui/offline-list/offline-list-frame';
import { useBackgroundDownload } from '../../../ui/offline-list/use-background-download';
import { useLocalSearch } from '../../../ui/offline-list/use-local-search';
import { useOutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { OUTREACH_NS } from '../i18n/namespace';
import { ReferredAddView } from '../referred/referred-add-view';
import { EMPTY_REFERRED_QUERY, ReferredListView } from '../referred/referred-list-view';
import { useReferredList } from '../referred/use-referred-list';
import { downloadReferred } from '../store';

/** Referred voters' table paging (spec 02 §9). */
const PAGE_SIZE = 10;

/** /patronage-referred — 'Të referuarit' (spec 02 §2.11), for every member. */
export default function ReferredPage() {
  const { t } = useTranslation(OUTREACH_NS);
  const member = useModuleMember();
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} w="full">
      <Heading as="h1" size="lg">
        {t('referred.title')}
      </Heading>
      {member.status === 'loading' ? <PleaseWait /> : <ReferredModule userId={member.userId} />}
    </Stack>
  );
}

function ReferredModule({ userId }: { userId: number }) {
  const online = useOnline();
  const { records, downloadedAt } = useReferredList(userId);
  const outbox = useOutboxRows(userId, REFERRED_KIND);
  const fetchList = useCallback((onProgress: (done: number, total: number) => void) => downloadReferred(userId, onProgress), [userId]);
  const download = useBackgroundDownload(fetchList, online);
  const { paging, search } = useLocalSearch(records, EMPTY_REFERRED_QUERY, PAGE_SIZE);

  // The add form is view 1 in the URL, so the phone's back button returns to the list.
  const [params, setParams] = useSearchParams();
  const adding = params.get('view') === 'add';
  const openAdd = useCallback(() => setParams({ view: 'add' }), [setParams]);
  const backToList = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const { setPage } = paging;
  const added = useCallback(() => {
    // The new referral is the newest, at the top of the first page.
    setPage(1);
    backToList();
  }, [setPage, backToList]);
  const referredVoterIds = useMemo(() => new Set((records ?? []).map((r) => r.voter.id)), [records]);

  if (adding) {
    return <ReferredAddView userId={userId} online={online} referredVoterIds={referredVoterIds} onBack={backToList} onAdded={added} />;
  }
  return (
    <OfflineListFrame online={online} download={download} downloadedAt={downloadedAt} records={records} outbox={outbox} testIdPrefix="referred">
      <ReferredListView userId={userId} paging={paging} outbox={outbox} onSearch={search} onAdd={openAdd} />
    </OfflineListFrame>
  );
}
