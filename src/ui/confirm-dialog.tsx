import { Button } from '@chakra-ui/react';
import { AlertDialog } from './alert-dialog';

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
    <AlertDialog open={open} title={title} body={body} onDismiss={onCancel} testId={testId && `${testId}-dialog`}>
      <Button variant="outline" size="lg" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button colorPalette="red" size="lg" onClick={onConfirm} data-testid={testId && `${testId}-confirm`}>
        {confirmLabel}
      </Button>
    </AlertDialog>
  );
}
