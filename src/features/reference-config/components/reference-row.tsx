import { HStack, IconButton } from '@chakra-ui/react';
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReferenceRow } from '../../../contract/reference-lists';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';

interface RowButtonsProps {
  row: ReferenceRow;
  /** Offline, busy, or another row open: edit and delete wait. */
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row at rest: the edit and delete buttons (44 px, named after the row). */
export function RowButtons({ row, disabled, onEdit, onDelete }: RowButtonsProps) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const action = (label: string, Icon: LucideIcon, onClick: () => void, testId: string, palette?: string) => (
    <IconButton aria-label={label} title={label} variant="ghost" colorPalette={palette} minW="11" h="11" disabled={disabled} onClick={onClick} data-testid={testId}>
      <Icon />
    </IconButton>
  );
  return (
    <HStack gap="1">
      {action(t('edit', { name: row.name }), Pencil, onEdit, 'reference-edit')}
      {action(t('remove', { name: row.name }), Trash2, onDelete, 'reference-remove', 'red')}
    </HStack>
  );
}
