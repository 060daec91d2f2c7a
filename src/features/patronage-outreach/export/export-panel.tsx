import { Box, Button, Progress, Stack, Text } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OUTREACH_NS } from '../i18n/namespace';
import type { ExportState } from './use-patronaged-export';

interface ExportPanelProps {
  state: ExportState;
  online: boolean;
  disabled: boolean;
  onExport: () => void;
}

/** The 'Eksporto në Excel' button and, while a file is made, how far it has got. */
export function ExportPanel({ state, online, disabled, onExport }: ExportPanelProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const busy = state.status !== 'idle';
  return (
    <Stack gap="1" align="start">
      <Button colorPalette="green" variant="outline" minH="44px" onClick={onExport} disabled={disabled || busy} loading={busy} loadingText={t('patronaged.export')} data-testid="patronaged-export">
        <FileSpreadsheet aria-hidden />
        {t('patronaged.export')}
      </Button>
      {!online && (
        <Text fontSize="xs" color="fg.muted">
          {t('patronaged.exportOfflineNote')}
        </Text>
      )}
      {busy && (
        <Box w="full" maxW="sm" role="status" data-testid="export-progress" data-status={state.status}>
          {state.status === 'preparing' && state.total > 0 ? (
            <>
              <Progress.Root value={Math.min(100, (state.done / state.total) * 100)} size="sm" colorPalette="green">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" mt="1">
                {t('patronaged.exportPreparing', { done: state.done, total: state.total })}
              </Text>
            </>
          ) : (
            <Text fontSize="sm">{t('patronaged.exportWaiting')}</Text>
          )}
        </Box>
      )}
    </Stack>
  );
}
