import { Portal, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The toasts on screen (spec 01 §9). Loaded by AppToaster; see there for when. */
export default function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
  const { t } = useTranslation();
  return (
    <Portal>
      {/* The library labels the region and the close button in English. */}
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toasts.region')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('toasts.dismiss')} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
