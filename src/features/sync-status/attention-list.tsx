import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discardOutboxRow, retryOutboxRow } from '../../sync/adapters/browser-runtime';
import type { RowDescription } from './describe-row';
import { DiscardDialog } from './discard-dialog';
import type { AttentionRow } from './use-attention-rows';
import { SYNC_STATUS_NS } from './i18n/namespace';

/**
 * The refused changes with the server's reason, each with 'Hidh poshtë', and 'Provo përsëri' only
 * where trying the same change again can help: the server's refusal (a 4xx status kept on the
 * row) answers the same until the member changes it on its screen.
 */
export function AttentionList({ rows }: { rows: readonly AttentionRow[] }) {
  const { t } = useTranslation(SYNC_STATUS_NS);
  const [discarding, setDiscarding] = useState<{ key: string; what: string } | null>(null);

  const describe = (d: RowDescription): string => {
    if (d.action === 'unknown') return t('unknownChange', { key: d.entityId });
    const name = d.name ?? t('voterNumber', { id: d.entityId });
    return t(d.action, { name });
  };

  return (
    <Stack gap="3" as="ul" listStyleType="none" data-testid="sync-attention-list">
      {rows.map(({ row, description }) => {
        const what = describe(description);
        return (
          <Box as="li" key={row.key} borderWidth="1px" borderColor="border.error" rounded="md" p="3" data-testid="sync-attention-row">
            <Text fontWeight="semibold">{what}</Text>
            <Text fontSize="sm" color="fg.error">
              {t('reason', { reason: row.lastError ?? '' })}
            </Text>
            <HStack mt="2" gap="2" flexWrap="wrap">
              {(row.attentionStatus ?? null) === null && (
                <Button size="lg" variant="outline" onClick={() => void retryOutboxRow(row.key)}>
                  <RotateCcw aria-hidden />
                  {t('retry')}
                </Button>
              )}
              <Button size="lg" variant="outline" colorPalette="red" onClick={() => setDiscarding({ key: row.key, what })}>
                <Trash2 aria-hidden />
                {t('discard')}
              </Button>
            </HStack>
          </Box>
        );
      })}
      <DiscardDialog
        what={discarding?.what ?? null}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void discardOutboxRow(discarding.key);
          setDiscarding(null);
        }}
      />
    </Stack>
  );
}
