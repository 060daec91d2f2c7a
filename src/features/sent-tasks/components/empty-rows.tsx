import { Text } from '@chakra-ui/react';

/** What a task table shows in place of its rows when the page has none. */
export function EmptyRows({ text, testId }: { text: string; testId: string }) {
  return (
    <Text py="6" textAlign="center" color="fg.muted" data-testid={testId}>
      {text}
    </Text>
  );
}
