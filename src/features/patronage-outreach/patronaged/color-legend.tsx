import { Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VoterColor } from '../../../contract/patronaged-edit';
import { OUTREACH_NS } from '../i18n/namespace';

/** Row tints of spec 02 §4; a solid edge repeats the colour so a pale tint still reads in sunlight. */
export const ROW_BACKGROUND: Record<VoterColor, string> = { red: 'red.subtle', orange: 'orange.subtle', yellow: 'yellow.subtle', white: 'bg' };
export const ROW_EDGE: Record<VoterColor, string> = { red: 'red.solid', orange: 'orange.solid', yellow: 'yellow.solid', white: 'border' };

export const LEGEND_ORDER: readonly VoterColor[] = ['red', 'orange', 'yellow', 'white'];

/** What each row colour means. */
export function ColorLegend() {
  const { t } = useTranslation(OUTREACH_NS);
  return (
    <Stack gap="1" as="section" aria-labelledby="color-legend-title" data-testid="color-legend">
      <Text id="color-legend-title" fontSize="sm" fontWeight="semibold">
        {t('patronaged.legendTitle')}
      </Text>
      <Wrap gap="3" as="ul" listStyleType="none">
        {LEGEND_ORDER.map((color) => (
          <HStack as="li" key={color} gap="2" data-color={color}>
            <Box boxSize="4" rounded="sm" bg={ROW_BACKGROUND[color]} borderWidth="2px" borderColor={ROW_EDGE[color]} aria-hidden />
            <Text fontSize="sm">{t(`patronaged.legend.${color}`)}</Text>
          </HStack>
        ))}
      </Wrap>
    </Stack>
  );
}
