import { memo, startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LocalObserverVoter } from '../../../db/database';
import { downloadObserverList, OBSERVER_VOTE_PREFIX, observerVoteKey, pullObserverChanges, setObserverVote } from '../store';
import { useObserverStationList, useRowMarks, useStationTurnout, type OpenStationCounts } from '../use-voting-data';
import { OpenStation } from '../open-station';
import { JustStored } from '../just-stored';
import { coalesceAfterPaint } from '../../../lib/after-paint';
import type { RowMarks } from '../row-marks';
import type { RowSignals } from '../row-signals';
import { FieldToolbar } from '../components/field-toolbar';
import { NoRowsYet } from '../components/no-rows-yet';
import styles from '../components/field-page.module.css';
import { NoAccess } from '../components/lazy-no-access';
import { DaySealPanel } from '../day-seal/day-seal-panel';
import { DownloadProgress, PleaseWait } from '../../../ui/offline-list/download-progress';
import { SystemReady } from '../../../ui/deferred-system';
import { notifyError } from '../../../ui/offline-list/notify';
import { StationPicker } from '../components/station-picker';
import { useListDownload } from '../../../ui/offline-list/use-list-download';
import { useLiveRefresh } from '../../../ui/offline-list/use-live-refresh';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useListVoteAction, useOpenWhileShown } from '../components/use-open-list';
import { useRowState } from '../components/use-row-state';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { observerRowData, VoterRow } from '../components/voter-row';
import { VoterSearchPanel } from '../components/voter-search-panel';
import { syncCounts } from '../../../ui/offline-list/row-sync';
import { VOTING_DAY_NS } from '../i18n/namespace';
import { PaperListButton } from '../components/paper-list-button';
import { observerPaperList } from '../paper-list';
import { useDaySeal } from '../day-seal/use-day-seal';

/**
 * /observer-module — 'Dita e Votimit' for an observer at their polling stations (spec 02 §2.9).
 * Everything on the way to the first rows is plain elements with static CSS (no Chakra element):
 * the toolkit's runtime styling was most of what a cold start and a tap cost above the list itself.
 */
export default function ObserverPage() {
  const { t } = useTranslation(VOTING_DAY_NS);
  const member = useModuleMember();
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('observerTitle')}</h2>
      {member.status === 'loading' && <PleaseWait />}
      {member.status === 'ready' && member.observerId === null && (
        <>
          <NoRowsYet />
          <SystemReady>
            <NoAccess testId="voting-no-access" />
          </SystemReady>
        </>
      )}
      {member.status === 'ready' && member.observerId !== null && (
        <ObserverModule userId={member.userId} observerId={member.observerId} />
      )}
    </div>
  );
}

function ObserverModule({ userId, observerId }: { userId: number; observerId: number }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const online = useOnline();
  // The list (ids, codes, totals) decides the selection; turnout is added once the open station's
  // voters are loaded, so a vote re-counts from those instead of re-reading every voter.
  const { stations, downloadedAt } = useObserverStationList(userId);
  // Rows read their sync mark from here by key, so an outbox change re-renders the rows it moves.
  const { marks, observed } = useRowMarks(userId);
  const daySeal = useDaySeal(userId, 'observer');

  // A first download hands the voters it stored to the station opened next (see JustStored).
  const [justStored] = useState(() => new JustStored<LocalObserverVoter>());
  useEffect(() => () => justStored.drop(), [justStored]);
  const download = useCallback(
    (onProgress: (done: number, total: number) => void) => downloadObserverList(userId, onProgress, justStored),
    [userId, justStored],
  );
  const onDownloadError = useCallback(() => notifyError(t('listFailure')), [t]);
  // First visit: the device holds no copy yet, so fetch it straight away (when there is signal).
  const neverDownloaded = stations !== undefined && downloadedAt === null;
  const { state: downloadState, start: startDownload } = useListDownload(download, {
    autoStart: neverDownloaded && online,
    onError: onDownloadError,
  });
  // Marks made elsewhere (a patronager, the observer's other device) reach the open station.
  useLiveRefresh(useCallback(() => pullObserverChanges(userId), [userId]));

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

  const station = useOpenStation(userId, selectedId, justStored);
  const open = useOpenTurnoutSource(station);
  const turnout = useStationTurnout(userId, stations, open, selectedId);
  const counts = syncCounts(observed, OBSERVER_VOTE_PREFIX);
  const running = downloadState.status === 'running';
  // Memoised: the toolbar is, and a new element on every progress tick would re-render it.
  const paper = useMemo(
    () => (
      <PaperListButton
        read={() => (selectedId === null ? Promise.resolve(null) : observerPaperList(userId, selectedId))}
        disabled={selectedId === null || running}
      />
    ),
    [userId, selectedId, running],
  );

  const offlineEmpty = neverDownloaded && !running && !online;
  const empty = stations !== undefined && downloadedAt !== null && stations.length === 0 && !running;
  const toChoose = turnout !== undefined && turnout.length > 0 && selectedId === null;

  return (
    <div className={styles.stack}>
      {(offlineEmpty || empty || toChoose) && <NoRowsYet />}
      <FieldToolbar
        actions={paper}
        online={online}
        downloading={running}
        downloadedAt={downloadedAt}
        pending={counts.pending}
        attention={counts.attention}
        onRefresh={startDownload}
      />
      <DaySealPanel userId={userId} module="observer" seal={daySeal.seal} />
      {running && <DownloadProgress done={downloadState.done} total={downloadState.total} testId="voting-download" />}
      {stations === undefined && !running && <PleaseWait />}
      {offlineEmpty && <p data-testid="voting-offline-empty">{t('notDownloadedOffline')}</p>}
      {empty && <p data-testid="voting-empty">{t('noVoters')}</p>}
      {/* With a station open its list shows the wait; one spinner is enough. */}
      {stations !== undefined && stations.length > 0 && turnout === undefined && selectedId === null && !running && <PleaseWait />}
      {turnout !== undefined && turnout.length > 0 && <StationPicker stations={turnout} selectedId={selectedId} onSelect={selectStation} />}
      {station !== null && (
        <StationVoters userId={userId} observerId={observerId} station={station} marks={marks} onMarked={daySeal.noteMark} />
      )}
    </div>
  );
}

/**
 * The open station, read once and then kept in memory (see OpenStation); null with no station
 * chosen. A new station (or member) gets a new one.
 */
function useOpenStation(userId: number, qvId: number | null, justStored: JustStored<LocalObserverVoter>): OpenStation | null {
  const station = useMemo(() => (qvId === null ? null : new OpenStation(userId, qvId, justStored)), [userId, qvId, justStored]);
  useOpenWhileShown(station);
  return station;
}

/**
 * The open station's voters for the turnout count, refreshed when a voted flag changes. The count
 * in the station picker follows the tapped row, never delays it: a vote's recount waits until the
 * row's frame is drawn (and taps in a burst share one), and it renders as a transition.
 */
function useOpenTurnoutSource(station: OpenStation | null): OpenStationCounts | undefined {
  const [open, setOpen] = useState<OpenStationCounts | undefined>(undefined);
  useEffect(() => {
    if (!station) return;
    const refresh = () => {
      // The first rows alone would count a 40-voter station: wait for the whole list.
      if (!station.complete()) return;
      startTransition(() => setOpen({ qvId: station.qvId, total: station.size(), voted: station.votedCount() }));
    };
    const recount = coalesceAfterPaint(refresh);
    refresh();
    const offList = station.subscribeList(refresh);
    const offVotes = station.subscribeVotes(recount.schedule);
    return () => {
      offList();
      offVotes();
      recount.cancel();
    };
  }, [station]);
  return station !== null && open?.qvId === station.qvId ? open : undefined;
}

/**
 * The open station's list. It re-renders when the list itself changes (a download), not on a vote:
 * a vote re-renders the tapped row alone (ObserverRow).
 */
const StationVoters = memo(function StationVoters({
  userId,
  observerId,
  station,
  marks,
  onMarked,
}: {
  userId: number;
  observerId: number;
  station: OpenStation;
  marks: RowMarks;
  /** After each mark is stored (the day seal notes a change after it). */
  onMarked: () => void;
}) {
  const voters = useSyncExternalStore(station.subscribeList, station.list);
  const setVote = useCallback(
    async (voterId: number, voted: boolean) => {
      const written = await setObserverVote(userId, observerId, voterId, voted);
      onMarked();
      return written;
    },
    [userId, observerId, onMarked],
  );
  const { busyRows, toggle } = useListVoteAction(station, marks, observerVoteKey, setVote);
  const getKey = useCallback((voter: LocalObserverVoter) => voter.voter_id, []);
  const renderRow = useCallback(
    (voter: LocalObserverVoter) => (
      <ObserverRow station={station} voterId={voter.voter_id} marks={marks} busyRows={busyRows} onToggle={toggle} />
    ),
    [station, marks, busyRows, toggle],
  );
  if (voters === undefined) return <PleaseWait />;
  return (
    <div>
      <VoterSearchPanel key={station.qvId} voters={voters} getKey={getKey} renderRow={renderRow} />
    </div>
  );
});

/** One voter of the open station, subscribed to its own record, sync mark and busy flag. */
const ObserverRow = memo(function ObserverRow({
  station,
  voterId,
  marks,
  busyRows,
  onToggle,
}: {
  station: OpenStation;
  voterId: number;
  marks: RowMarks;
  busyRows: RowSignals<number, boolean>;
  onToggle: (id: number, voted: boolean) => void;
}) {
  const { record: voter, sync, busy } = useRowState(station, voterId, marks, observerVoteKey(voterId), busyRows);
  if (voter === undefined) return null;
  return <VoterRow row={observerRowData(voter, sync)} busy={busy} onToggle={onToggle} />;
});
