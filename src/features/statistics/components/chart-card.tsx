import type { ReactNode } from 'react';
import { Box, Card, Heading, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STATISTICS_NS } from '../i18n/namespace';
import type { ReportState } from '../use-report';

export interface DataTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

interface ChartCardProps {
  id: string;
  title: string;
  /** Which area or period the figures cover. */
  scope: string;
  state: ReportState;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
  table: DataTable;
  children: ReactNode;
}

/** One report: a heading, the chart with its text summary, and the same figures as a table. */
export function ChartCard({ id, title, scope, state, summary, table, children }: ChartCardProps) {
  const { t } = useTranslation(STATISTICS_NS);
  const empty = state === 'ready' && table.rows.length === 0;
  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`} data-testid={`chart-${id}`} data-state={state} minW="0">
      <Card.Header pb="1">
        <Heading as="h2" size="md" id={`${id}-heading`}>
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {scope}
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        {state === 'loading' && (
          <HStack gap="2">
            <Spinner size="sm" />
            <Text>{t('wait')}</Text>
          </HStack>
        )}
        {state === 'offline' && <Text>{t('offline')}</Text>}
        {state === 'failed' && <Text color="fg.error">{t('failure')}</Text>}
        {empty && <Text color="fg.muted">{t('noData')}</Text>}
        {state === 'ready' && !empty && (
          <>
            <Box role="img" aria-label={t('summary', { list: summary })} data-testid={`chart-${id}-figure`}>
              {children}
            </Box>
            <Box as="details" mt="2">
              <Box as="summary" cursor="pointer" minH="44px" display="flex" alignItems="center">
                {t('table')}
              </Box>
              {/* Focusable: a table wider than a small phone still scrolls, and holds nothing else to focus.
                  Its headers wrap (Chakra's scroll area would keep each on one line), so at 390 px it fits. */}
              <Table.ScrollArea tabIndex={0} role="region" aria-label={title} whiteSpace="normal">
                <Table.Root size="sm" data-testid={`chart-${id}-table`}>
                  <Table.Header>
                    <Table.Row>
                      {table.columns.map((column) => (
                        <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {table.rows.map((row, index) => (
                      <Table.Row key={index}>
                        {row.map((cell, c) => (
                          <Table.Cell key={c}>{cell}</Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Box>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
