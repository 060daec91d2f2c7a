import type { ReactNode } from 'react';
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface DashboardTableProps {
  columns: readonly string[];
  empty: boolean;
  /** The id of the section heading that names the table. */
  labelledBy: string;
  /** `<testId>` on the table, `<testId>-empty` on the empty text. */
  testId: string;
  children: ReactNode;
}

/**
 * A read-only dashboard table. Its rows hold nothing focusable, so on a phone the sideways-scrolling
 * area itself takes focus (a named region) and can be scrolled from the keyboard.
 */
export function DashboardTable({ columns, empty, labelledBy, testId, children }: DashboardTableProps) {
  const { t } = useTranslation();
  if (empty) {
    return (
      <Text py="6" textAlign="center" color="fg.muted" data-testid={`${testId}-empty`}>
        {t('pager.noData')}
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row bg="bg">
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
