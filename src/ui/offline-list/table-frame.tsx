import type { ReactNode } from 'react';
import { Table, Text, type TableCellProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The width of the action column: one 40 px icon button and its padding. */
const ACTION_WIDTH = '14';

/**
 * The last two columns (the row's sync mark and its action) stay in view while the rest scrolls
 * sideways: a wide table on a phone must not hide whether a row was sent, nor its button. The
 * cells take the row's own background, so a coloured row stays coloured under them.
 */
export const STICKY_SYNC_CELL: TableCellProps = { position: 'sticky', right: ACTION_WIDTH, bg: 'inherit', zIndex: 1, borderLeftWidth: '1px' };
export const STICKY_ACTION_CELL: TableCellProps = { position: 'sticky', right: '0', w: ACTION_WIDTH, minW: ACTION_WIDTH, px: '2', bg: 'inherit', zIndex: 1 };

interface TableFrameProps {
  /** Headers of the scrolling columns. */
  columns: readonly string[];
  /** Headers of the two columns that stay in view on the right (STICKY_SYNC_CELL, STICKY_ACTION_CELL); none when absent. */
  stickyColumns?: readonly [sync: string, action: string];
  /** Shown instead of the table when there are no rows: 'Nuk ka të dhëna!' unless told otherwise. */
  empty: boolean;
  emptyText?: string;
  /** `<testId>` on the table, `<testId>-empty` on the empty text. */
  testId: string;
  children: ReactNode;
}

/** A list table of this area: column headers, sideways scrolling on a phone, and the spec's empty text. */
export function TableFrame({ columns, stickyColumns, empty, emptyText, testId, children }: TableFrameProps) {
  const { t } = useTranslation();
  if (empty) {
    return (
      <Text py="6" textAlign="center" color="fg.muted" data-testid={`${testId}-empty`}>
        {emptyText ?? t('pager.noData')}
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row bg="bg">
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index}>{column}</Table.ColumnHeader>
            ))}
            {stickyColumns && (
              <>
                <Table.ColumnHeader {...STICKY_SYNC_CELL}>{stickyColumns[0]}</Table.ColumnHeader>
                <Table.ColumnHeader {...STICKY_ACTION_CELL}>
                  <Text srOnly>{stickyColumns[1]}</Text>
                </Table.ColumnHeader>
              </>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
