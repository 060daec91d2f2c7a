import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  cancelLabel: string;
  /** The destructive choice: shown in red, on the right. */
  confirmLabel: string;
  onConfirm: () => void;
  /** Also called when the dialog is dismissed (Escape, backdrop). */
  onCancel: () => void;
  /** Prefix for `<prefix>-dialog` and `<prefix>-confirm` test ids. */
  testId?: string;
}

/** The one "are you sure?" dialog: an alertdialog with large buttons, usable one-handed. */
export function ConfirmDialog({ open, title, body, cancelLabel, confirmLabel, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(details) => !details.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid={testId && `${testId}-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" size="lg" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" size="lg" onClick={onConfirm} data-testid={testId && `${testId}-confirm`}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
