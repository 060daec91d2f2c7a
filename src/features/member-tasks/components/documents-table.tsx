import { IconButton, Table } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/datetime';

interface DocumentCellsProps {
  number: ReactNode;
  file: ReactNode;
  description: string;
  /** ISO time. */
  date: string;
  deleteLabel: string;
  deleteDisabled: boolean;
  onDelete: () => void;
}

/** The cells of one documents-table row (spec 02 §2.4: Nr., document, description, date, delete), sent or waiting. */
export function DocumentCells({ number, file, description, date, deleteLabel, deleteDisabled, onDelete }: DocumentCellsProps) {
  return (
    <>
      <Table.Cell>{number}</Table.Cell>
      <Table.Cell minW="140px">{file}</Table.Cell>
      <Table.Cell minW="160px">{description}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(date)}</Table.Cell>
      <Table.Cell>
        <IconButton variant="ghost" colorPalette="red" minW="44px" minH="44px" aria-label={deleteLabel} disabled={deleteDisabled} onClick={onDelete}>
          <Trash2 />
        </IconButton>
      </Table.Cell>
    </>
  );
}
