import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalObserverVoter } from '../../../db/database';
import type { RowSync } from '../../../ui/offline-list/sync-mark';
import { VOTING_DAY_NS } from '../i18n/namespace';
import { FieldSyncMark, VotedBadge } from './field-marks';
import button from '../../../ui/plain-button.module.css';
import styles from './voter-row.module.css';

/** What a voting-day row shows, common to the observer and patronage lists. */
export interface VoterRowData {
  /** voter_id (observer) or patronager_voter_id (patronage): the id the vote is recorded under. */
  id: number;
  listNumber: number;
  name: string;
  fatherName: string;
  surname: string;
  /** The local intent: what the device holds, sent or not. */
  voted: boolean;
  sync: RowSync;
}

/** What a row shows of an observer's voter (the observer screen, and the bench floors that mirror it). */
export function observerRowData(voter: LocalObserverVoter, sync: RowSync): VoterRowData {
  return {
    id: voter.voter_id,
    listNumber: voter.list_number,
    name: voter.name,
    fatherName: voter.father_name,
    surname: voter.surname,
    voted: voter.voted,
    sync,
  };
}

interface VoterRowProps {
  row: VoterRowData;
  /** True while this row's local write is running: the button ignores further taps. */
  busy: boolean;
  onToggle: (id: number, voted: boolean) => void;
  /** Extra line content, e.g. the tap-to-call link of the patronage list. A new node re-renders the row, so keep it stable. */
  extra?: ReactNode;
}

/** Rows are rebuilt from fresh records after every store write: compare what they show, not identities. */
function sameRow(a: VoterRowProps, b: VoterRowProps): boolean {
  return (
    a.busy === b.busy &&
    a.onToggle === b.onToggle &&
    a.extra === b.extra &&
    a.row.id === b.row.id &&
    a.row.listNumber === b.row.listNumber &&
    a.row.name === b.row.name &&
    a.row.fatherName === b.row.fatherName &&
    a.row.surname === b.row.surname &&
    a.row.voted === b.row.voted &&
    a.row.sync === b.row.sync
  );
}

/**
 * One voter, in plain elements and static CSS (no Chakra element: a tap re-renders this row, and
 * each Chakra element would resolve its styles again). A voted row is tinted with a check and a "Ka votuar" badge, so deleting a mark
 * (which asks nothing, to stay fast) visibly turns the row back to plain.
 */
export const VoterRow = memo(function VoterRow({ row, busy, onToggle, extra }: VoterRowProps) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const fullName = `${row.name} ${row.surname}`;
  // "Sent" on every untouched row would be noise: the mark shows once there is something to report.
  const showMark = row.sync !== 'sent' || row.voted;
  return (
    <div data-testid={`voter-row-${row.id}`} data-sync={row.sync} data-voted={String(row.voted)} className={styles.row}>
      <p className={styles.number}>{row.listNumber}</p>
      <div className={styles.body}>
        <p className={styles.name}>{fullName}</p>
        <p className={styles.father}>{t('fatherName', { name: row.fatherName })}</p>
        <div className={styles.marks}>
          {row.voted ? <VotedBadge /> : <p className={styles.notVoted}>{t('notVoted')}</p>}
          {showMark && <FieldSyncMark sync={row.sync} />}
          {extra}
        </div>
      </div>
      <button
        type="button"
        className={`${button.button} ${button.large} ${styles.toggle} ${row.voted ? button.outlineRed : button.solidGreen}`}
        disabled={busy}
        aria-label={t(row.voted ? 'deleteAria' : 'confirmAria', { name: fullName })}
        onClick={() => onToggle(row.id, !row.voted)}
      >
        {t(row.voted ? 'delete' : 'confirm')}
      </button>
    </div>
  );
}, sameRow);
