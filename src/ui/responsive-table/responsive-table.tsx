import { Fragment, memo, type ReactNode } from 'react';
import { Grid, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListCard } from './list-card';
import type { ListColumn, ListRowProps } from './list-column';
import { sameRowView, type RowViewProps } from './same-row';
import { useCardLayout, type TableFrom } from './use-card-layout';

export type { CardSlot, ListColumn, ListRowProps } from './list-column';

interface ResponsiveTableProps<Row> {
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Test id, data attributes and colours of a row; the same in the table and on the card. */
  rowProps?: (row: Row) => ListRowProps;
  /** `<testId>` on the table or the card list, `<testId>-empty` on the empty text. */
  testId: string;
  /** Shown instead of the rows when there are none: 'Nuk ka të dhëna!' unless told otherwise. */
  emptyText?: ReactNode;
  /** The list's accessible name (a card list has no column headers to say what it holds). */
  label?: string;
  /** Instead of `label`: the id of the heading that names the list. */
  labelledBy?: string;
  /**
   * The whole row or card opens the row for a pointer. A row still needs a link or button of its
   * own for the keyboard, whose click should stop there (`event.stopPropagation()`).
   */
  onRowClick?: (row: Row) => void;
  /**
   * Under a row, across the whole width: a table row of its own spanning every column, the last
   * part of the card (a refused save's reason under the row being edited). Nothing when undefined or null.
   */
  rowFooter?: (row: Row) => ReactNode;
  /**
   * Where the table starts (`md` unless told): a list of more columns than a laptop's content
   * column holds (the diaspora references' seventeen) stays cards until the table fits.
   */
  tableFrom?: TableFrom;
}

/**
 * Every list of the app: a table from `md` up (cells wrap, so a long name cannot push columns out
 * of view), stacked cards below it (see ListCard), so nothing on a phone needs a sideways swipe.
 * Columns say once what they show and where it goes on a card.
 */
export function ResponsiveTable<Row>({ rows, columns, rowKey, rowProps, testId, emptyText, label, labelledBy, onRowClick, rowFooter, tableFrom }: ResponsiveTableProps<Row>) {
  const { t } = useTranslation();
  const cards = useCardLayout(tableFrom);
  if (rows.length === 0) {
    return (
      <Text py="6" textAlign="center" color="fg.muted" data-testid={`${testId}-empty`}>
        {emptyText ?? t('pager.noData')}
      </Text>
    );
  }
  if (cards) {
    return (
      // Wider than a phone (a list that is a table only from `lg` up), the cards sit side by side.
      <Grid as="ul" gap="2" p="0" m="0" templateColumns="repeat(auto-fill, minmax(min(100%, 22rem), 1fr))" data-testid={testId} aria-label={label} aria-labelledby={labelledBy}>
        {rows.map((row, index) => (
          <ListCard key={rowKey(row)} row={row} index={index} columns={columns} rowProps={rowProps?.(row) ?? {}} onRowClick={onRowClick} footer={rowFooter?.(row)} />
        ))}
      </Grid>
    );
  }
  return (
    // Positioned, so screen-reader-only text in its cells (a hidden header) is placed inside the
    // scroll area, not against the page it would widen. Chakra's scroll area sets `nowrap`, and its
    // reset `overflow-wrap: break-word` (which leaves a word's full width as the column's minimum) on
    // every element: both undone, or one long name widens the table past the screen.
    <Table.ScrollArea borderWidth="1px" rounded="md" position="relative" whiteSpace="normal" css={{ '& td, & td *': { overflowWrap: 'anywhere' } }}>
      <Table.Root size="sm" data-testid={testId} aria-label={label} aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row bg="bg">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id} {...column.cellProps}>
                {column.hiddenHeader ? <Text srOnly>{column.header}</Text> : column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => {
            const footer = rowFooter?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <TableRowView row={row} index={index} columns={columns} rowProps={rowProps?.(row) ?? {}} onRowClick={onRowClick} />
                {footer !== undefined && footer !== null && (
                  <Table.Row bg="bg">
                    <Table.Cell colSpan={columns.length}>{footer}</Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** One table row; redrawn only when its row, place, columns or attributes change (sameRowView). */
const TableRowView = memo(function TableRowView<Row>({ row, index, columns, rowProps, onRowClick }: RowViewProps<Row>) {
  const { edgeColor, bg, ...data } = rowProps;
  return (
    <Table.Row {...data} bg={bg ?? 'bg'} {...(onRowClick && { cursor: 'pointer', _hover: { bg: 'bg.muted' }, onClick: () => onRowClick(row) })}>
      {columns.map((column, columnIndex) => (
        <Table.Cell
          key={column.id}
          overflowWrap="anywhere"
          {...(columnIndex === 0 && edgeColor ? { borderLeftWidth: '4px', borderLeftColor: edgeColor } : {})}
          {...column.cellProps}
        >
          {column.cell(row, index)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}, sameRowView) as <Row>(props: RowViewProps<Row>) => ReactNode;
