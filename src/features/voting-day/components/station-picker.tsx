import { Box, Button, Progress, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { VOTING_DAY_NS } from '../i18n/namespace';

/** A polling station with its turnout so far, as the local data sees it. */
export interface StationTurnout {
  id: number;
  code: string;
  total: number;
  voted: number;
}

interface StationPickerProps {
  stations: readonly StationTurnout[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function percentOf(voted: number, total: number): number {
  return total === 0 ? 0 : (voted / total) * 100;
}

/** One big button per polling station (spec 02 §2.9), each with its turnout. */
export function StationPicker({ stations, selectedId, onSelect }: StationPickerProps) {
  const { t, i18n } = useTranslation(VOTING_DAY_NS);
  const format = new Intl.NumberFormat(i18n.language);
  // One decimal: early in the day 1 of 724 must not read as 0 %.
  const percentFormat = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Box as="nav" aria-label={t('stations')}>
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {t('stations')}
      </Text>
      <SimpleGrid minChildWidth="150px" gap="2">
        {stations.map((station) => {
          const selected = station.id === selectedId;
          const percent = percentOf(station.voted, station.total);
          return (
            <Button
              key={station.id}
              data-testid={`station-${station.code}`}
              aria-pressed={selected}
              // Subtle rather than solid when chosen, so the turnout bar stays readable on it.
              variant={selected ? 'subtle' : 'outline'}
              borderWidth="2px"
              borderColor={selected ? 'colorPalette.solid' : 'border'}
              colorPalette="blue"
              h="auto"
              minH="56px"
              py="2"
              flexDirection="column"
              alignItems="stretch"
              gap="1"
              onClick={() => onSelect(station.id)}
            >
              <Text as="span" display="block" fontWeight="bold" fontSize="md">
                {station.code}
              </Text>
              <Text as="span" display="block" fontSize="xs" data-testid={`station-turnout-${station.code}`}>
                {t('stationTurnout', {
                  voted: format.format(station.voted),
                  total: format.format(station.total),
                  percent: percentFormat.format(percent),
                })}
              </Text>
              <Progress.Root value={percent} size="xs" colorPalette="green" aria-hidden>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Button>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
