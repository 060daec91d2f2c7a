import type { ListColumn, ListRowProps } from './list-column';

/** What a row of a ResponsiveTable is drawn from, in either form. */
export interface RowViewProps<Row> {
  row: Row;
  index: number;
  columns: readonly ListColumn<Row>[];
  rowProps: ListRowProps;
  /** The whole row or card opens the row for a pointer (ResponsiveTable's onRowClick). */
  onRowClick?: ((row: Row) => void) | undefined;
}

/**
 * Whether a row can skip its render: the same row object at the same place with the same columns
 * and the same attributes. A long list whose caller keeps `columns` and unchanged rows stable (see
 * patronaged-table) then redraws only the rows that changed; a caller that builds new columns on
 * every render loses nothing but the skip.
 */
export function sameRowView<Row>(before: RowViewProps<Row>, after: RowViewProps<Row>): boolean {
  if (before.row !== after.row || before.index !== after.index || before.columns !== after.columns || before.onRowClick !== after.onRowClick) return false;
  const keys = Object.keys(after.rowProps) as (keyof ListRowProps)[];
  return keys.length === Object.keys(before.rowProps).length && keys.every((key) => before.rowProps[key] === after.rowProps[key]);
}
