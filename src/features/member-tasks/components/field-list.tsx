import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldItem {
  key: string;
  label: string;
  value: ReactNode;
  testId?: string;
}

/**
 * A read-only view's fields: label over value on a phone, side by side from `md` up. Each label
 * sits at its value's first line, and a value (a progress bar too) takes the width left of the row.
 * The direction and alignment are spelled out: Chakra's responsive orientation keeps the phone's
 * column from `md` up and centres it, which centred the labels and shrank the progress bar.
 */
export function FieldList({ items, labelWidth, testId }: { items: readonly FieldItem[]; labelWidth: string; testId: string }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap="3" data-testid={testId}>
      {items.map((item) => (
        <DataList.Item key={item.key} flexDirection={{ base: 'column', md: 'row' }} alignItems="start" w="full">
          <DataList.ItemLabel minW={labelWidth} flexShrink={0}>
            {item.label}
          </DataList.ItemLabel>
          <DataList.ItemValue display="block" w="full" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid={item.testId}>
            {item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
