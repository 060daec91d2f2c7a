import { useTranslation } from 'react-i18next';
import { CommentsPanel as SharedCommentsPanel } from '../../../ui/comments/comments-panel';
import { MEMBER_TASKS_NS } from '../i18n/namespace';

/** Spec 02 §9: the comments panel is 370 px high. */
const PANEL_HEIGHT = '370px';

/** The task's chat (spec 02 §2.4) in this area's words. */
export function CommentsPanel({ userId, taskId }: { userId: number; taskId: number }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const texts = {
    heading: t('comments.heading'),
    label: t('comments.label'),
    placeholder: t('comments.placeholder'),
    send: t('comments.send'),
    required: t('comments.required'),
    empty: t('comments.empty'),
    failure: t('comments.failure'),
    outbox: { refused: (reason: string) => t('refusedByServer', { reason }), discard: t('discard') },
  };
  return <SharedCommentsPanel userId={userId} taskId={taskId} height={PANEL_HEIGHT} texts={texts} />;
}
