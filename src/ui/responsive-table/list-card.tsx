import { memo, type ReactNode } from 'react';
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { sameRowView, type RowViewProps } from './same-row';

interface ListCardProps<Row> extends RowViewProps<Row> {
  /** Under the actions, the card's full width (see ResponsiveTable's rowFooter). */
  footer?: ReactNode;
}

/**
 * One row as a phone card: title and state on the first line, labelled facts under it, the actions
 * last. Every button and link among the actions is at least 44 px square, wherever it came from.
 */
export const ListCard = memo(ListCardView, (before, after) => before.footer === after.footer && sameRowView(before, after)) as <Row>(props: ListCardProps<Row>) => ReactNode;

function ListCardView<Row>({ row, index, columns, rowProps, onRowClick, footer }: ListCardProps<Row>) {
  const { edgeColor, bg, ...data } = rowProps;
  const slot = (name: string) => columns.filter((column) => (column.card ?? 'fact') === name);
  const titles = slot('title');
  const states = slot('state');
  const details = slot('detail');
  const facts = slot('fact');
  const actions = slot('actions');
  return (
    <Box
      as="li"
      listStyleType="none"
      data-list-row=""
      {...data}
      bg={bg ?? 'bg'}
      borderWidth="1px"
      borderLeftWidth={edgeColor ? '4px' : '1px'}
      borderLeftColor={edgeColor}
      rounded="md"
      p="3"
      {...(onRowClick && { cursor: 'pointer', _hover: { bg: 'bg.muted' }, onClick: () => onRowClick(row) })}
    >
      <Stack gap="2">
        {(titles.length > 0 || states.length > 0) && (
          <Flex gap="2" justify="space-between" align="start">
            <Box fontWeight="semibold" flex="1" minW="0" overflowWrap="anywhere">
              {titles.map((column) => (
                <Box key={column.id}>{(column.cardCell ?? column.cell)(row, index)}</Box>
              ))}
            </Box>
            {states.length > 0 && (
              <HStack gap="1" flexShrink={0} wrap="wrap" justify="end">
                {states.map((column) => (
                  <Box key={column.id}>{(column.cardCell ?? column.cell)(row, index)}</Box>
                ))}
              </HStack>
            )}
          </Flex>
        )}
        {details.map((column) => (
          <Box key={column.id} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {(column.cardCell ?? column.cell)(row, index)}
          </Box>
        ))}
        {facts.length > 0 && (
          <Box as="dl" display="grid" gridTemplateColumns="minmax(0, auto) minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="sm">
            {facts.map((column) => (
              <Fact key={column.id} label={column.header}>
                {(column.cardCell ?? column.cell)(row, index)}
              </Fact>
            ))}
          </Box>
        )}
        {actions.length > 0 && (
          <HStack gap="2" justify="end" wrap="wrap" css={{ '& :is(button, a)': { minWidth: '44px', minHeight: '44px' } }}>
            {actions.map((column) => (
              <Box key={column.id}>{(column.cardCell ?? column.cell)(row, index)}</Box>
            ))}
          </HStack>
        )}
        {footer}
      </Stack>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" overflowWrap="anywhere" minW="0">
        {children}
      </Box>
    </>
  );
}
