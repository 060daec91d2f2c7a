import { useTranslation } from 'react-i18next';
import { OutboxNote as SharedOutboxNote, type PendingChange } from '../../../ui/comments/outbox-note';
import { MEMBER_TASKS_NS } from '../i18n/namespace';

/** A change of the member still on the device, in this area's words. */
export function OutboxNote({ change, testId }: { change: PendingChange | undefined; testId: string }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  return <SharedOutboxNote change={change} testId={testId} texts={{ refused: (reason) => t('refusedByServer', { reason }), discard: t('discard') }} />;
}
