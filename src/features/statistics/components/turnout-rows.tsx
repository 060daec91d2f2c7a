import { useTranslation } from 'react-i18next';
import type { LiveTurnout, TurnoutRow } from '../../../contract/live-turnout';
import { STATISTICS_NS } from '../i18n/namespace';
import styles from './turnout-rows.module.css';

const numberFormat = new Intl.NumberFormat('sq-AL');
const percentFormat = new Intl.NumberFormat('sq-AL', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

function RowBody({ name, row }: { name: string; row: Pick<TurnoutRow, 'voters' | 'voted' | 'percent'> }) {
  const { t } = useTranslation(STATISTICS_NS);
  return (
    <>
      <span className={styles.name}>{name}</span>
      <span className={styles.counts}>
        <span>
          <span className={styles.label}>{t('turnout.voters')}</span>
          {numberFormat.format(row.voters)}
        </span>
        <span>
          <span className={styles.label}>{t('turnout.voted')}</span>
          <span data-testid="turnout-voted" data-value={row.voted}>
            {numberFormat.format(row.voted)}
          </span>
        </span>
      </span>
      <span className={styles.percent}>{percentFormat.format(row.percent)}%</span>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${Math.min(100, row.percent)}%` }} />
      </span>
    </>
  );
}

/**
 * The turnout table: the level's total first, then its areas. A row of a level with a level
 * below it is a button (`onOpen`); a station is the last level.
 */
export function TurnoutRows({ table, onOpen }: { table: LiveTurnout; onOpen: ((row: TurnoutRow) => void) | null }) {
  const { t } = useTranslation(STATISTICS_NS);
  const nameHeading = t(`turnout.${table.level}`);
  return (
    <section aria-label={t('turnout.title')} data-testid="turnout-table">
      {/* The column names of the wide layout; each row also names its figures (labels shown on a phone). */}
      <div className={styles.header} aria-hidden="true">
        <span>{nameHeading}</span>
        <span>{t('turnout.voters')}</span>
        <span>{t('turnout.voted')}</span>
        <span>{t('turnout.percent')}</span>
        <span />
      </div>
      <ul className={styles.list}>
        <li className={`${styles.row} ${styles.total}`} data-testid="turnout-total">
          <RowBody name={t('turnout.total')} row={table.totals} />
        </li>
        {table.rows.map((row) => (
          <li key={row.id} className={styles.item} data-testid="turnout-row" data-id={row.id}>
            {onOpen === null ? (
              <div className={styles.row}>
                <RowBody name={row.name} row={row} />
              </div>
            ) : (
              <button type="button" className={styles.row} onClick={() => onOpen(row)} title={t('turnout.openRow', { name: row.name })}>
                <RowBody name={row.name} row={row} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
