import { Button } from '@chakra-ui/react';
import { AlertDialog } from './alert-dialog';

export interface FailureDialogProps {
  open: boolean;
  title: string;
  /** The failure message. */
  body: string;
  closeLabel: string;
  /** Also called when the dialog is dismissed (Escape, backdrop). */
  onClose: () => void;
  /** The dialog content's `data-testid`. */
  testId?: string;
}

/**
 * A failure the spec shows in a modal rather than a toast (a failed save, spec 02 §8): the title,
 * the message and one large close button.
 */
export function FailureDialog({ open, title, body, closeLabel, onClose, testId }: FailureDialogProps) {
  return (
    <AlertDialog open={open} title={title} body={body} onDismiss={onClose} testId={testId}>
      <Button size="lg" onClick={onClose}>
        {closeLabel}
      </Button>
    </AlertDialog>
  );
}
