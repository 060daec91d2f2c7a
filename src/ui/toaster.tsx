import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

/** The app's one toaster: bottom right, 3000 ms (spec 01 §9). */
export const toaster = createToaster({ placement: 'bottom-end', duration: 3000, pauseOnPageIdle: true });

export function AppToaster() {
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
