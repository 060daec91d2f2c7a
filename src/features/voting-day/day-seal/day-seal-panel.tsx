import { LockKeyhole } from 'lucide-react';
import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalDaySeal } from '../../../db/database';
import { SystemReady } from '../../../ui/deferred-system';
import { VOTING_DAY_NS } from '../i18n/namespace';
import field from '../components/field.module.css';
import button from '../../../ui/plain-button.module.css';
import { runDaySeal, type DaySealOutcome } from './run-day-seal';
import { appSealPorts, type SealModule } from './seal-store';

// Rare, and built with Chakra: loaded with its system, never before voting day's first rows.
const RefusalNotice = lazy(() => import('./day-seal-notices').then((m) => ({ default: m.RefusalNotice })));
const FailureNotice = lazy(() => import('./day-seal-notices').then((m) => ({ default: m.FailureNotice })));
const Receipt = lazy(() => import('./day-seal-notices').then((m) => ({ default: m.Receipt })));

/**
 * 'Mbyll ditën' on a voting-day screen: the button, what keeps the day open when it refuses, and
 * the last receipt (kept on the device, so it shows offline too).
 */
export function DaySealPanel({ userId, module, seal }: { userId: number; module: SealModule; seal: LocalDaySeal | null | undefined }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Exclude<DaySealOutcome, { kind: 'sealed' }> | null>(null);

  const start = useCallback(() => {
    setRunning(true);
    setOutcome(null);
    void runDaySeal(appSealPorts(userId, module))
      .then((result) => setOutcome(result.kind === 'sealed' ? null : result))
      .finally(() => setRunning(false));
  }, [userId, module]);

  return (
    <div className={field.stack} data-testid="day-seal">
      <div>
        {/* A plain button (static CSS): it shows on the list's first paint; the notices below are rare. */}
        <button
          type="button"
          className={`${button.button} ${button.outlineBlue}`}
          onClick={start}
          disabled={running}
          data-loading={running || undefined}
          aria-busy={running || undefined}
          data-testid="day-seal-button"
        >
          <LockKeyhole aria-hidden />
          {running ? t('sealSyncing') : t('sealButton')}
        </button>
      </div>
      <SystemReady>
        {outcome?.kind === 'refused' && <RefusalNotice refusal={outcome.check} onDismiss={() => setOutcome(null)} />}
        {outcome?.kind === 'failed' && <FailureNotice error={outcome.error} />}
        {seal && <Receipt seal={seal} />}
      </SystemReady>
    </div>
  );
}

