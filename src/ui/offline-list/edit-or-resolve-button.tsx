import { IconButton } from '@chakra-ui/react';
import { GitCompare, Pencil } from 'lucide-react';

interface EditOrResolveButtonProps {
  /** The row's change needs the member's decision (a 409): the button opens the conflict instead. */
  conflict: boolean;
  /** The row's edit or resolve text, said by screen readers and shown on hover. */
  label: string;
  testId: string;
  onClick: () => void;
}

/** A list row's edit button, which turns red with the compare icon while its change is in conflict. */
export function EditOrResolveButton({ conflict, label, testId, onClick }: EditOrResolveButtonProps) {
  return (
    <IconButton
      size="sm"
      variant={conflict ? 'solid' : 'outline'}
      colorPalette={conflict ? 'red' : 'blue'}
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
    >
      {conflict ? <GitCompare /> : <Pencil />}
    </IconButton>
  );
}
