import { CircleExclamationPoint, CircleCheck, Info, TriangleExclamationPoint, X, type LucideIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Toast, ToastStore, ToastType } from './toast-store';
import styles from './toast-list.module.css';

const ICON: Readonly<Record<ToastType, LucideIcon>> = {
  success: CircleCheck,
  error: CircleExclamationPoint,
  warning: TriangleExclamationPoint,
  info: Info,
};

function ToastItem({ toast, onDismiss, dismissLabel }: { toast: Toast; onDismiss: (id: string) => void; dismissLabel: string }) {
  const Icon = ICON[toast.type];
  return (
    // data-state lets reduced-motion.css cut its slide and fade like those of Chakra's overlays.
    <div data-scope="toast" data-part="root" data-type={toast.type} data-state={toast.leaving ? 'closed' : 'open'} role="status" aria-atomic="true" className={styles.toast}>
      <Icon className={styles.indicator} aria-hidden="true" />
      <div className={styles.text}>
        <div className={styles.title}>{toast.title}</div>
        {toast.description && <div className={styles.description}>{toast.description}</div>}
      </div>
      <button type="button" className={styles.close} aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <X aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The toasts on screen (spec 01 §9), newest at the bottom. Loaded by AppToaster; see there for when.
 * A toast lies over the list's last rows on a phone: a tap there goes to the row, and only the
 * close button is the toast's (toast-list.module.css). The region is there before any toast, so a
 * screen reader is already listening when one comes.
 */
export default function ToastList({ toaster }: { toaster: ToastStore }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.list, toaster.list);
  return createPortal(
    <div data-scope="toast" data-part="group" role="region" aria-label={t('toasts.region')} aria-live="polite" aria-relevant="additions text" aria-atomic="false" className={styles.group}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={toaster.dismiss} dismissLabel={t('toasts.dismiss')} />
      ))}
    </div>,
    document.body,
  );
}
