import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalPatronageVoter } from '../../../db/database';
import { downloadPatronageList, PATRONAGE_VOTE_PREFIX, patronageVoteKey, pullPatronageChanges, setPatronageVote } from '../store';
import { useRowMarks } from '../use-voting-data';
import { openPatronageList } from '../open-patronage-list';
import type { OpenVoterList } from '../open-voter-list';
import type { RowMarks } from '../row-marks';
import type { RowSignals } from '../row-signals';
import { FieldToolbar } from '../components/field-toolbar';
import { NoRowsYet } from '../components/no-rows-yet';
import field from '../components/field.module.css';
import styles from '../components/field-page.module.css';
import { NoAccess } from '../components/lazy-no-access';
import { DaySealPanel } from '../day-seal/day-seal-panel';
import { DownloadProgress, PleaseWait } from '../../../ui/offline-list/download-progress';
import { SystemReady } from '../../../ui/deferred-system';
import { notifyError } from '../../../ui/offline-list/notify';
import { syncCounts } from '../../../ui/offline-list/row-sync';
import { useListDownload } from '../../../ui/offline-list/use-list-download';
import { useLiveRefresh } from '../../../ui/offline-list/use-live-refresh';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useListVoteAction, useOpenWhileShown } from '../components/use-open-list';
import { useRowState } from '../components/use-row-state';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { VoterRow } from '../components/voter-row';
import { VoterSearchPanel } from '../components/voter-search-panel';
import { VOTING_DAY_NS } from '../i18n/namespace';
import { PaperListButton } from '../components/paper-list-button';
import { patronagePaperList } from '../paper-list';
import { useDaySeal } from '../day-seal/use-day-seal';

/**
 * /patronager-module — the patronager's own voters on election day (spec 02 §2.10). Plain elements
 * with static CSS on the way to the first rows, as on the observer's screen.
 */
export default function PatronagePage() {
  const { t } = useTranslation(VOTING_DAY_NS);
  const member = useModuleMember();
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('patronageTitle')}</h2>
      {member.status === 'loading' && <PleaseWait />}
      {member.status === 'ready' && !member.isPatronager && (
        <>
          <NoRowsYet />
          <SystemReady>
            <NoAccess testId="voting-no-access" />
          </SystemReady>
        </>
      )}
      {member.status === 'ready' && member.isPatronager && <PatronageModule userId={member.userId} />}
    </div>
  );
}

function PatronageModule({ userId }: { userId: number }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const online = useOnline();
  const list = useOpenPatronageList(userId);
  const voters = useSyncExternalStore(list.subscribeList, list.list);
  // Rows read their sync mark from here by key, so an outbox change re-renders the rows it moves.
  const { marks, observed } = useRowMarks(userId);
  const [onlyNotVoted, setOnlyNotVoted] = useState(false);
  const daySeal = useDaySeal(userId, 'patronage');

  const download = useCallback(
    (onProgress: (done: number, total: number) => void) => downloadPatronageList(userId, onProgress),
    [userId],
  );
  const onDownloadError = useCallback(() => notifyError(t('listFailure')), [t]);
  // No copy on the device yet (or an empty one): fetch it on the first visit with signal.
  const nothingLocal = voters !== undefined && voters.length === 0;
  const { state: downloadState, start: startDownload } = useListDownload(download, {
    autoStart: nothingLocal && online,
    onError: onDownloadError,
  });
  // Marks made elsewhere (an observer at the station, another device) reach the open list.
  useLiveRefresh(useCallback(() => pullPatronageChanges(userId), [userId]));

  const { noteMark } = daySeal;
  const setVote = useCallback(
    async (id: number, voted: boolean) => {
      const written = await setPatronageVote(userId, id, voted);
      noteMark();
      return written;
    },
    [userId, noteMark],
  );
  const { busyRows, toggle } = useListVoteAction(list, marks, patronageVoteKey, setVote);

  // With the filter on, a mark changes who is listed, so the list follows the marks; off, it does
  // not listen to them and a mark re-renders its row alone.
  const followVotes = useCallback(
    (listener: () => void) => (onlyNotVoted ? list.subscribeVotes(listener) : () => undefined),
    [list, onlyNotVoted],
  );
  const filter = useSyncExternalStore(followVotes, () => (onlyNotVoted ? list.votesVersion() : -1));
  const shown = useMemo(
    () => (voters === undefined || filter < 0 ? voters : voters.filter((v) => !list.get(v.patronager_voter_id)?.voted)),
    [voters, filter, list],
  );
  const getKey = useCallback((voter: LocalPatronageVoter) => voter.patronager_voter_id, []);
  const renderRow = useCallback(
    (voter: LocalPatronageVoter) => (
      <PatronageRow
        list={list}
        voterId={voter.patronager_voter_id}
        marks={marks}
        busyRows={busyRows}
        onToggle={toggle}
        showCall={onlyNotVoted}
      />
    ),
    [list, marks, busyRows, toggle, onlyNotVoted],
  );

  const counts = syncCounts(observed, PATRONAGE_VOTE_PREFIX);
  const running = downloadState.status === 'running';
  // An empty local list only means "no voters" once a download has actually succeeded.
  const unknownEmpty = nothingLocal && (!online || downloadState.status === 'failed');
  // Memoised: the toolbar is, and a new element on every progress tick would re-render it.
  const paper = useMemo(
    () => <PaperListButton read={() => patronagePaperList(userId)} disabled={voters === undefined || nothingLocal || running} />,
    [userId, voters, nothingLocal, running],
  );

  const offlineEmpty = nothingLocal && !running && !online;

  return (
    <div className={styles.stack}>
      {nothingLocal && !running && <NoRowsYet />}
      <FieldToolbar
        actions={paper}
        online={online}
        downloading={running}
        downloadedAt={null}
        pending={counts.pending}
        attention={counts.attention}
        onRefresh={startDownload}
      />
      <DaySealPanel userId={userId} module="patronage" seal={daySeal.seal} />
      {running && <DownloadProgress done={downloadState.done} total={downloadState.total} testId="voting-download" />}
      {shown === undefined && !running && <PleaseWait />}
      {offlineEmpty && <p data-testid="voting-offline-empty">{t('notDownloadedOffline')}</p>}
      {shown !== undefined && !running && !unknownEmpty && (
        <VoterSearchPanel
          voters={shown}
          getKey={getKey}
          renderRow={renderRow}
          controls={
            <label className={styles.switch} data-testid="only-not-voted" data-state={onlyNotVoted ? 'checked' : 'unchecked'}>
              <input type="checkbox" role="switch" className={styles.switchInput} checked={onlyNotVoted} onChange={(event) => setOnlyNotVoted(event.target.checked)} />
              <span className={styles.switchControl} aria-hidden />
              <span>{t('onlyNotVoted')}</span>
            </label>
          }
        />
      )}
    </div>
  );
}

/** The patronager's list, read once and then kept in memory (see OpenVoterList); a new member gets a new one. */
function useOpenPatronageList(userId: number): OpenVoterList<LocalPatronageVoter> {
  const list = useMemo(() => openPatronageList(userId), [userId]);
  useOpenWhileShown(list);
  return list;
}

interface PatronageRowProps {
  list: OpenVoterList<LocalPatronageVoter>;
  voterId: number;
  marks: RowMarks;
  busyRows: RowSignals<number, boolean>;
  onToggle: (id: number, voted: boolean) => void;
  showCall: boolean;
}

/** One voter of the list, subscribed to its own record, sync mark and busy flag. */
const PatronageRow = memo(function PatronageRow({ list, voterId, marks, busyRows, onToggle, showCall }: PatronageRowProps) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const { record: voter, sync, busy } = useRowState(list, voterId, marks, patronageVoteKey(voterId), busyRows);
  if (voter === undefined) return null;
  const { list_number: listNumber, name, father_name: fatherName, surname, voted, qv_code: qvCode, phone } = voter;
  return (
    <VoterRow
      row={{ id: voterId, listNumber, name, fatherName, surname, voted, sync }}
      busy={busy}
      onToggle={onToggle}
      extra={
        <>
          <p className={`${field.xsmall} ${field.muted}`}>{t('station', { code: qvCode })}</p>
          {showCall && <CallLink name={`${name} ${surname}`} phone={phone} />}
        </>
      }
    />
  );
});

/** Get-out-the-vote: one tap calls the voter. */
function CallLink({ name, phone }: { name: string; phone: string | null }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  if (!phone) {
    return (
      <p className={`${field.xsmall} ${field.muted}`}>{t('noPhone')}</p>
    );
  }
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={t('call', { name, phone })} className={styles.call}>
      <Phone size={14} aria-hidden />
      {phone}
    </a>
  );
}
