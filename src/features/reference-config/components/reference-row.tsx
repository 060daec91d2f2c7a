import { HStack, IconButton, Table } from '@chakra-ui/react';
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReferenceRow } from '../../../contract/reference-lists';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';

interface ReferenceRowViewProps {
  row: ReferenceRow;
  withPoints: boolean;
  /** Offline, busy, or another row open: edit and delete wait. */
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row at rest: its cells and the edit and delete buttons (44 px, named after the row). */
export function ReferenceRowView({ row, withPoints, disabled, onEdit, onDelete }: ReferenceRowViewProps) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const action = (label: string, Icon: LucideIcon, onClick: () => void, testId: string, palette?: string) => (
    <IconButton aria-label={label} title={label} variant="ghost" colorPalette={palette} minW="11" h="11" disabled={disabled} onClick={onClick} data-testid={testId}>
      <Icon />
    </IconButton>
  );
  return (
    <Table.Row data-testid="reference-row" data-id={row.id}>
      <Table.Cell minW={{ base: '28', md: '40' }} fontWeight="medium">
        {row.name}
      </Table.Cell>
      <Table.Cell minW={{ base: '24', md: '52' }} color="fg.muted">
        {row.description}
      </Table.Cell>
      {withPoints && <Table.Cell data-testid="reference-points">{row.points ?? 0}</Table.Cell>}
      <Table.Cell>
        <HStack gap="1">
          {action(t('edit', { name: row.name }), Pencil, onEdit, 'reference-edit')}
          {action(t('remove', { name: row.name }), Trash2, onDelete, 'reference-remove', 'red')}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
