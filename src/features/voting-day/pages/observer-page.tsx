import { useCallback, useMemo } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LocalObserverVoter } from '../../../db/database';
import { downloadObserverList, setObserverVote } from '../store';
import { useObserverStationList, useOpenStationVoters, useRowSyncStates, useStationTurnout, type OpenStationVoters } from '../use-voting-data';
import { DownloadProgress, PleaseWait } from '../../../ui/offline-list/download-progress';
import { ListToolbar } from '../../../ui/offline-list/list-toolbar';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { notifyError } from '../../../ui/offline-list/notify';
import { StationPicker } from '../components/station-picker';
import { useListDownload } from '../../../ui/offline-list/use-list-download';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useVoteAction } from '../components/use-vote-action';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { VoterRow } from '../components/voter-row';
import { VoterSearchPanel } from '../components/voter-search-panel';
import { rowSyncOf, syncCounts } from '../../../ui/offline-list/row-sync';
import { VOTING_DAY_NS } from '../i18n/namespace';

/** /observer-module — 'Dita e Votimit' for an observer at their polling stations (spec 02 §2.9). */
export default function ObserverPage() {
  const { t } = useTranslation(VOTING_DAY_NS);
  const member = useModuleMember();
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} maxW="4xl" mx="auto" w="full">
      <Heading size="lg">{t('observerTitle')}</Heading>
      {member.status === 'loading' && <PleaseWait />}
      {member.status === 'ready' && member.observerId === null && <NoAccess testId="voting-no-access" />}
      {member.status === 'ready' && member.observerId !== null && (
        <ObserverModule userId={member.userId} observerId={member.observerId} />
      )}
    </Stack>
  );
}

function ObserverModule({ userId, observerId }: { userId: number; observerId: number }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const online = useOnline();
  // The list (ids, codes, totals) decides the selection; turnout is added once the open station's
  // voters are loaded, so a vote re-counts from those instead of re-reading every voter.
  const { stations, downloadedAt } = useObserverStationList(userId);
  const syncStates = useRowSyncStates(userId);

  const download = useCallback(
    (onProgress: (done: number, total: number) => void) => downloadObserverList(userId, onProgress),
    [userId],
  );
  const onDownloadError = useCallback(() => notifyError(t('listFailure')), [t]);
  // First visit: the device holds no copy yet, so fetch it straight away (when there is signal).
  const neverDownloaded = stations !== undefined && downloadedAt === null;
  const { state: downloadState, start: startDownload } = useListDownload(download, {
    autoStart: neverDownloaded && online,
    onError: onDownloadError,
  });

  // The chosen station lives in the URL, so a reload (even offline) reopens the same list.
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('qv'));
  const selectedId = useMemo(() => {
    if (!stations || stations.length === 0) return null;
    if (stations.some((s) => s.id === requested)) return requested;
    // With a single station there is nothing to choose.
    return stations.length === 1 ? (stations[0]?.id ?? null) : null;
  }, [stations, requested]);
  const selectStation = useCallback(
    (id: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('qv', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const open = useOpenStationVoters(userId, selectedId);
  const turnout = useStationTurnout(userId, stations, open, selectedId);
  const counts = syncCounts(syncStates, 'vote:observer:');
  const running = downloadState.status === 'running';

  return (
    <Stack gap="3">
      <ListToolbar
        online={online}
        downloading={running}
        downloadedAt={downloadedAt}
        pending={counts.pending}
        attention={counts.attention}
        onRefresh={startDownload}
        testIdPrefix="voting"
      />
      {running && <DownloadProgress done={downloadState.done} total={downloadState.total} testId="voting-download" />}
      {stations === undefined && !running && <PleaseWait />}
      {neverDownloaded && !running && !online && <Text data-testid="voting-offline-empty">{t('notDownloadedOffline')}</Text>}
      {stations !== undefined && downloadedAt !== null && stations.length === 0 && !running && (
        <Text data-testid="voting-empty">{t('noVoters')}</Text>
      )}
      {/* With a station open its list shows the wait; one spinner is enough. */}
      {stations !== undefined && stations.length > 0 && turnout === undefined && selectedId === null && !running && <PleaseWait />}
      {turnout !== undefined && turnout.length > 0 && <StationPicker stations={turnout} selectedId={selectedId} onSelect={selectStation} />}
      {selectedId !== null && (
        <StationVoters
          userId={userId}
          observerId={observerId}
          qvId={selectedId}
          open={open?.qvId === selectedId ? open : undefined}
          syncStates={syncStates}
        />
      )}
    </Stack>
  );
}

function StationVoters({
  userId,
  observerId,
  qvId,
  open,
  syncStates,
}: {
  userId: number;
  observerId: number;
  qvId: number;
  /** The open station's voters; undefined while they load. */
  open: OpenStationVoters | undefined;
  syncStates: Map<string, 'pending' | 'attention'>;
}) {
  const setVote = useCallback(
    (voterId: number, voted: boolean) => setObserverVote(userId, observerId, voterId, voted),
    [userId, observerId],
  );
  const { busy, toggle } = useVoteAction(setVote);
  const getKey = useCallback((voter: LocalObserverVoter) => voter.voter_id, []);
  const renderRow = useCallback(
    (voter: LocalObserverVoter) => (
      <VoterRow
        row={{
          id: voter.voter_id,
          listNumber: voter.list_number,
          name: voter.name,
          fatherName: voter.father_name,
          surname: voter.surname,
          voted: voter.voted,
          sync: rowSyncOf(syncStates, `vote:observer:${voter.voter_id}`),
        }}
        busy={busy.has(voter.voter_id)}
        onToggle={toggle}
      />
    ),
    [busy, toggle, syncStates],
  );
  if (open === undefined) return <PleaseWait />;
  return (
    <Box>
      <VoterSearchPanel key={qvId} voters={open.voters} getKey={getKey} renderRow={renderRow} />
    </Box>
  );
}
