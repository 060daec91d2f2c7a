import { Portal, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';

/** The toasts on screen (spec 01 §9). Loaded by AppToaster; see there for when. */
export default function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
