import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

export interface AlertDialogProps {
  open: boolean;
  title: string;
  body: string;
  /** Called when the dialog is dismissed (Escape, backdrop). */
  onDismiss: () => void;
  /** The content's `data-testid`. */
  testId?: string | undefined;
  /** The buttons. */
  children: ReactNode;
}

/** The app's modal that asks or tells one thing: an alertdialog, centred, its buttons large. */
export function AlertDialog({ open, title, body, onDismiss, testId, children }: AlertDialogProps) {
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(details) => !details.open && onDismiss()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{children}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
