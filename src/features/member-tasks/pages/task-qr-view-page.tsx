import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { ScanLine, Video } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { taskQrView } from '../../../contract/task-attendance';
import { i18next } from '../../../i18n/i18n';
import { CachedAsOf } from '../../../ui/cached/as-of-line';
import { CachedReadFallback } from '../../../ui/cached/cached-read-fallback';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { useSession } from '../../../ui/session/session-context';
import { ParticipantsTable } from '../components/participants-table';
import { QrTaskFields } from '../components/qr-task-fields';
import { ScanDialog, type ScanResult } from '../components/scan-dialog';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { qrViewPath } from '../query';
import { positiveId } from '../../../lib/route-id';
import { takeAttendance, type ScanOutcome } from '../store';
import { useParticipants } from '../use-participants';

/** The task detail with QR attendance (spec 02 §2.5). The task id comes in navigation state and, so a reload works, in the URL. */
export default function TaskQrViewPage() {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const { auth } = useSession();
  const userId = auth?.userId ?? null;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? null) as { taskId?: unknown } | null;
  const taskId = positiveId(params.get('task_id')) ?? positiveId(state?.taskId);
  const read = useCachedRead(userId, taskId === null ? null : qrViewPath(taskId), taskQrView);
  const view = read.data;
  const participants = useParticipants(userId, view, read.at, read.watermark);
  const [scanning, setScanning] = useState(false);
  const [result, setResult] = useState<ScanResult | null>(null);
  const keys = view?.public_keys;

  const onCode = useCallback(
    async (text: string) => {
      if (userId === null || taskId === null) return;
      let outcome: ScanOutcome;
      try {
        outcome = await takeAttendance(userId, taskId, text, keys ?? []);
      } catch {
        outcome = { kind: 'refused', reason: null };
      }
      const message =
        outcome.kind === 'scanned' ? t('qr.success')
        : outcome.kind === 'already' ? t('qr.already')
        : outcome.kind === 'refused' ? (outcome.reason ?? t('failure'))
        : t(`qr.${outcome.kind}`);
      const memberId = 'memberId' in outcome ? outcome.memberId : undefined;
      const shown = participants.find((p) => p.memberId === memberId);
      setResult({
        text: message,
        ok: outcome.kind === 'scanned',
        ...(outcome.kind === 'scanned' && outcome.queued && { note: i18next.t('offlineList.savedOnDevice') }),
        ...(shown && { who: { name: shown.name, surname: shown.surname, photo: shown.photo } }),
      });
    },
    [userId, taskId, keys, participants, t],
  );

  if (!view) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('qr.heading')}
        </Heading>
        <CachedReadFallback checked={read.checked} refreshing={read.refreshing} texts={{ offline: t('offlineNoCopy'), wait: t('wait'), failure: t('notFound') }} testId="qr" />
      </Stack>
    );
  }

  const fullName = auth ? `${auth.userData.name} ${auth.userData.surname}` : '';
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {view.name}
      </Heading>
      <CachedAsOf at={read.at} format={(date) => t('asOf', { date })} testId="qr-as-of" />
      <QrTaskFields view={view} />
      <HStack gap="2" wrap="wrap">
        {view.hash_code && (
          <Button variant="outline" minH="44px" data-testid="qr-conference" onClick={() => void navigate('/conference', { state: { code: view.hash_code, name: fullName } })}>
            <Video aria-hidden />
            {t('qr.conference')}
          </Button>
        )}
        {view.can_scan && (
          <Button
            minH="44px"
            data-testid="qr-scan"
            onClick={() => {
              setResult(null);
              setScanning(true);
            }}
          >
            <ScanLine aria-hidden />
            {t('qr.scan')}
          </Button>
        )}
      </HStack>
      <Heading as="h2" size="md">
        {t('qr.participants')}
      </Heading>
      <ParticipantsTable participants={participants} />
      <ScanDialog open={scanning} onClose={() => setScanning(false)} onCode={onCode} result={result} />
    </Stack>
  );
}
