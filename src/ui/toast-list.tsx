import { Portal, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/*
 * A toast lies over the list's last rows on a phone: a tap there goes to the row, and only the
 * close button is the toast's. Nor does a toast pause under a resting pointer, so it leaves after
 * its 3 s whatever the pointer does. The library sets pointer-events inline on the toast and its
 * hover 'ghosts', hence !important.
 */
const PASS_TAPS_THROUGH = { pointerEvents: 'none !important', '& [data-part=root], & [data-ghost]': { pointerEvents: 'none !important' } } as const;
const TAKES_TAPS = { pointerEvents: 'auto !important' } as const;

/** The toasts on screen (spec 01 §9). Loaded by AppToaster; see there for when. */
export default function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
  const { t } = useTranslation();
  return (
    <Portal>
      {/* The library labels the region and the close button in English. */}
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toasts.region')} css={PASS_TAPS_THROUGH}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('toasts.dismiss')} css={TAKES_TAPS} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
