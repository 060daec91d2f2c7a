import type { ReactNode } from 'react';
import type { TableCellProps } from '@chakra-ui/react';

/**
 * Where a column's value goes on a phone card:
 * - `title`: the card's first line (bold), in column order;
 * - `state`: beside the title, right-aligned (a status badge, the row's sync mark);
 * - `fact`: a labelled line under the title (label = the column's header);
 * - `detail`: under the title without a label (a description that explains itself);
 * - `actions`: the card's last line, every control at least 44 × 44 px, in reach of the thumb;
 * - `none`: not on the card (a row number, a value the title already says).
 */
export type CardSlot = 'title' | 'state' | 'fact' | 'detail' | 'actions' | 'none';

/** One column of a list: a table column from `md` up, one part of a card below it. */
export interface ListColumn<Row> {
  /** Stable within the list: the React key of its cells. */
  id: string;
  /** The table's column header and the card's label of a `fact`. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** What the card shows instead of `cell` (a title that carries the priority column's mark, say). */
  cardCell?: (row: Row, index: number) => ReactNode;
  /** Default `fact`. */
  card?: CardSlot;
  /** Table only: width, alignment, `whiteSpace`… (cells wrap unless told otherwise). */
  cellProps?: TableCellProps;
  /** Table only: the header is read by screen readers but not shown (an action column). */
  hiddenHeader?: boolean;
}

/** The data attributes and colours a row carries in both forms (its test id, its state, its background). */
export interface ListRowProps {
  'data-testid'?: string;
  bg?: string;
  /** The coloured edge on the row's start: the first cell's left border in a table, the card's in a card. */
  edgeColor?: string;
  [data: `data-${string}`]: string | number | boolean | undefined;
}
