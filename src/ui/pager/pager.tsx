import { Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, type PageWindow } from '../../lib/paging';

interface PagerProps {
  window: PageWindow;
  onPageChange: (page: number) => void;
  /** Without it there is no size picker (the spec's picker tables page at a fixed 5). */
  pageSize?: number;
  onPageSizeChange?: (size: number) => void;
  /** `<testId>-range` on the 'x-y nga N' caption. */
  testId: string;
}

/** 'x-y nga N' (spec 02 §9), previous / next and, for list tables, rows per page. */
export function Pager({ window, onPageChange, pageSize, onPageSizeChange, testId }: PagerProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap" py="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid={`${testId}-range`}>
        {window.total > 0 && t('pager.range', { from: window.from, to: window.to, total: window.total })}
      </Text>
      <HStack gap="2" wrap="wrap">
        {onPageSizeChange && pageSize !== undefined && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('pager.pageSize')}
              value={String(pageSize)}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {PAGE_SIZE_OPTIONS.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Button
          size="sm"
          minH="40px"
          variant="outline"
          aria-label={t('pager.previousAria')}
          disabled={window.page <= 1}
          onClick={() => onPageChange(window.page - 1)}
        >
          <ChevronLeft aria-hidden />
          {t('pager.previous')}
        </Button>
        <Button
          size="sm"
          minH="40px"
          variant="outline"
          aria-label={t('pager.nextAria')}
          disabled={window.page >= window.pages}
          onClick={() => onPageChange(window.page + 1)}
        >
          {t('pager.next')}
          <ChevronRight aria-hidden />
        </Button>
      </HStack>
    </Flex>
  );
}
