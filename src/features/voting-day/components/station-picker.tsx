import { useTranslation } from 'react-i18next';
import { VOTING_DAY_NS } from '../i18n/namespace';
import button from '../../../ui/plain-button.module.css';
import styles from './station-picker.module.css';

/** A polling station with its turnout so far, as the local data sees it. */
export interface StationTurnout {
  id: number;
  code: string;
  total: number;
  voted: number;
}

interface StationPickerProps {
  stations: readonly StationTurnout[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function percentOf(voted: number, total: number): number {
  return total === 0 ? 0 : (voted / total) * 100;
}

/**
 * One big button per polling station (spec 02 §2.9), each with its turnout. Plain elements and
 * static CSS: the turnout re-renders the picker after every tap.
 */
export function StationPicker({ stations, selectedId, onSelect }: StationPickerProps) {
  const { t, i18n } = useTranslation(VOTING_DAY_NS);
  const format = new Intl.NumberFormat(i18n.language);
  // One decimal: early in the day 1 of 724 must not read as 0 %.
  const percentFormat = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <nav aria-label={t('stations')}>
      <p className={styles.title}>{t('stations')}</p>
      <div className={styles.grid}>
        {stations.map((station) => {
          const selected = station.id === selectedId;
          const percent = percentOf(station.voted, station.total);
          return (
            <button
              type="button"
              key={station.id}
              data-testid={`station-${station.code}`}
              aria-pressed={selected}
              // Subtle rather than solid when chosen, so the turnout bar stays readable on it.
              className={`${button.button} ${styles.station}`}
              onClick={() => onSelect(station.id)}
            >
              <span className={styles.code}>{station.code}</span>
              <span className={styles.turnout} data-testid={`station-turnout-${station.code}`}>
                {t('stationTurnout', {
                  voted: format.format(station.voted),
                  total: format.format(station.total),
                  percent: percentFormat.format(percent),
                })}
              </span>
              <span className={styles.track} aria-hidden>
                <span className={styles.range} style={{ width: `${percent}%` }} />
              </span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}
