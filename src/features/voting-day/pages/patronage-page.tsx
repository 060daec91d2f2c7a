import { memo, useCallback, useMemo, useState } from 'react';
import { Heading, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalPatronageVoter } from '../../../db/database';
import { downloadPatronageList, PATRONAGE_VOTE_PREFIX, patronageVoteKey, setPatronageVote } from '../store';
import { usePatronageVoters, useRowSyncStates } from '../use-voting-data';
import { DownloadProgress, PleaseWait } from '../../../ui/offline-list/download-progress';
import { ListToolbar } from '../../../ui/offline-list/list-toolbar';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { notifyError } from '../../../ui/offline-list/notify';
import { rowSyncOf, syncCounts } from '../../../ui/offline-list/row-sync';
import { useListDownload } from '../../../ui/offline-list/use-list-download';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useVoteAction } from '../components/use-vote-action';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { VoterRow } from '../components/voter-row';
import type { RowSync } from '../../../ui/offline-list/sync-mark';
import { VoterSearchPanel } from '../components/voter-search-panel';
import { VOTING_DAY_NS } from '../i18n/namespace';

/** /patronager-module — the patronager's own voters on election day (spec 02 §2.10). */
export default function PatronagePage() {
  const { t } = useTranslation(VOTING_DAY_NS);
  const member = useModuleMember();
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} maxW="4xl" mx="auto" w="full">
      <Heading size="lg">{t('patronageTitle')}</Heading>
      {member.status === 'loading' && <PleaseWait />}
      {member.status === 'ready' && !member.isPatronager && <NoAccess testId="voting-no-access" />}
      {member.status === 'ready' && member.isPatronager && <PatronageModule userId={member.userId} />}
    </Stack>
  );
}

function PatronageModule({ userId }: { userId: number }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const online = useOnline();
  const voters = usePatronageVoters(userId);
  const syncStates = useRowSyncStates(userId);
  const [onlyNotVoted, setOnlyNotVoted] = useState(false);

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

  const setVote = useCallback((id: number, voted: boolean) => setPatronageVote(userId, id, voted), [userId]);
  const { busy, toggle } = useVoteAction(setVote);

  const shown = useMemo(
    () => (voters === undefined ? undefined : onlyNotVoted ? voters.filter((v) => !v.voted) : voters),
    [voters, onlyNotVoted],
  );
  const getKey = useCallback((voter: LocalPatronageVoter) => voter.patronager_voter_id, []);
  const renderRow = useCallback(
    (voter: LocalPatronageVoter) => (
      <PatronageRow
        id={voter.patronager_voter_id}
        listNumber={voter.list_number}
        name={voter.name}
        fatherName={voter.father_name}
        surname={voter.surname}
        voted={voter.voted}
        qvCode={voter.qv_code}
        phone={voter.phone}
        sync={rowSyncOf(syncStates, patronageVoteKey(voter.patronager_voter_id))}
        busy={busy.has(voter.patronager_voter_id)}
        onToggle={toggle}
        showCall={onlyNotVoted}
      />
    ),
    [busy, toggle, syncStates, onlyNotVoted],
  );

  const counts = syncCounts(syncStates, PATRONAGE_VOTE_PREFIX);
  const running = downloadState.status === 'running';
  // An empty local list only means "no voters" once a download has actually succeeded.
  const unknownEmpty = nothingLocal && (!online || downloadState.status === 'failed');

  return (
    <Stack gap="3">
      <ListToolbar
        online={online}
        downloading={running}
        downloadedAt={null}
        pending={counts.pending}
        attention={counts.attention}
        onRefresh={startDownload}
        testIdPrefix="voting"
      />
      {running && <DownloadProgress done={downloadState.done} total={downloadState.total} testId="voting-download" />}
      {shown === undefined && !running && <PleaseWait />}
      {nothingLocal && !running && !online && <Text data-testid="voting-offline-empty">{t('notDownloadedOffline')}</Text>}
      {shown !== undefined && !running && !unknownEmpty && (
        <VoterSearchPanel
          voters={shown}
          getKey={getKey}
          renderRow={renderRow}
          controls={
            <Switch.Root
              mt="2"
              size="lg"
              checked={onlyNotVoted}
              onCheckedChange={(details) => setOnlyNotVoted(details.checked)}
              data-testid="only-not-voted"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('onlyNotVoted')}</Switch.Label>
            </Switch.Root>
          }
        />
      )}
    </Stack>
  );
}

interface PatronageRowProps {
  id: number;
  listNumber: number;
  name: string;
  fatherName: string;
  surname: string;
  voted: boolean;
  qvCode: string;
  phone: string | null;
  sync: RowSync;
  busy: boolean;
  onToggle: (id: number, voted: boolean) => void;
  showCall: boolean;
}

/** Primitive props only: records are re-read after every write, and a row that shows the same must not re-render. */
const PatronageRow = memo(function PatronageRow(props: PatronageRowProps) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const { id, listNumber, name, fatherName, surname, voted, qvCode, phone, sync, busy, onToggle, showCall } = props;
  return (
    <VoterRow
      row={{ id, listNumber, name, fatherName, surname, voted, sync }}
      busy={busy}
      onToggle={onToggle}
      extra={
        <>
          <Text fontSize="xs" color="fg.muted">
            {t('station', { code: qvCode })}
          </Text>
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
      <Text fontSize="xs" color="fg.muted">
        {t('noPhone')}
      </Text>
    );
  }
  return (
    <Link
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={t('call', { name, phone })}
      fontSize="sm"
      fontWeight="semibold"
      colorPalette="blue"
      minH="44px"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="1"
    >
      <Phone size={14} aria-hidden />
      {phone}
    </Link>
  );
}
