import { useCallback } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LocalEmigrantReference } from '../../../db/database';
import { EMIGRANT_KIND } from '../../../sync/kinds/emigrant-kinds';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { OfflineListFrame } from '../../../ui/offline-list/offline-list-frame';
import { useBackgroundDownload } from '../../../ui/offline-list/use-background-download';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useOutboxRows, type OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { useRefreshOnAttention } from '../../../ui/offline-list/use-refresh-on-attention';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { EmigrantCreateView } from '../form/emigrant-create-view';
import { EmigrantEditView } from '../form/emigrant-edit-view';
import { useEmigrantRecord } from '../form/use-emigrant-record';
import { EMIGRANT_NS } from '../i18n/namespace';
import { EMPTY_EMIGRANT_QUERY } from '../list/emigrant-filter';
import { EmigrantListView } from '../list/emigrant-list-view';
import { useCountries, useFilterCountries } from '../list/use-countries';
import { useEmigrantList } from '../list/use-emigrant-list';
import { useEmigrantSearch } from '../list/use-emigrant-search';
import { downloadCountries, downloadEmigrantReferences, emigrantRowKey } from '../store';

/** Emigrant references' table paging (spec 02 §9). */
const PAGE_SIZE = 10;

/** /emigrant — 'Referencat për emigrantë' (spec 02 §2.13), for every member. */
export default function EmigrantPage() {
  const { t } = useTranslation(EMIGRANT_NS);
  const member = useModuleMember();
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} w="full">
      <Heading as="h1" size="lg">
        {t('title')}
      </Heading>
      {member.status === 'loading' ? <PleaseWait /> : <EmigrantModule userId={member.userId} />}
    </Stack>
  );
}

function EmigrantModule({ userId }: { userId: number }) {
  const online = useOnline();
  const { records, downloadedAt } = useEmigrantList(userId);
  const countries = useCountries();
  const filterCountries = useFilterCountries(countries, records);
  const outbox = useOutboxRows(userId, EMIGRANT_KIND);
  const fetchList = useCallback(
    async (onProgress: (done: number, total: number) => void) => {
      // The countries come along: a member who opened this screen once can create offline.
      await Promise.all([downloadEmigrantReferences(userId, onProgress), downloadCountries(userId)]);
    },
    [userId],
  );
  const download = useBackgroundDownload(fetchList, online);
  useRefreshOnAttention(userId, EMIGRANT_KIND, online, download.state.status === 'running', download.start);
  const { paging, query, search } = useEmigrantSearch(records, PAGE_SIZE);

  // The views are in the URL (spec 02 §2.13: 0 list, 1 create `?view=new`, 2 edit `?edit=<key>`),
  // so the phone's back button returns to the list.
  const [params, setParams] = useSearchParams();
  const editKey = params.get('edit');
  const creating = params.get('view') === 'new';
  const openCreate = useCallback(() => setParams({ view: 'new' }), [setParams]);
  const openEdit = useCallback((record: LocalEmigrantReference) => setParams({ edit: record.key }), [setParams]);
  const backToList = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const created = useCallback(() => {
    // The new reference is the newest: with the search cleared it is at the top of page 1. (After an
    // edit the search stays, with its page, and the form shows it again.)
    search(EMPTY_EMIGRANT_QUERY);
    backToList();
  }, [search, backToList]);

  if (creating) return <EmigrantCreateView userId={userId} countries={countries} onBack={backToList} onCreated={created} />;
  if (editKey !== null) return <EditRoute key={editKey} userId={userId} editKey={editKey} outbox={outbox} onBack={backToList} />;
  return (
    <OfflineListFrame online={online} download={download} downloadedAt={downloadedAt} records={records} outbox={outbox} testIdPrefix="emigrant">
      <EmigrantListView userId={userId} paging={paging} outbox={outbox} countries={filterCountries} query={query} onSearch={search} onAdd={openCreate} onEdit={openEdit} />
    </OfflineListFrame>
  );
}

/** View 2 for the reference the URL names; keyed by it, so another reference starts afresh. */
function EditRoute({ userId, editKey, outbox, onBack }: { userId: number; editKey: string; outbox: OutboxRows; onBack: () => void }) {
  const record = useEmigrantRecord(userId, editKey);
  return <EmigrantEditView userId={userId} record={record} outbox={record ? outbox.get(emigrantRowKey(record)) : undefined} onBack={onBack} />;
}
