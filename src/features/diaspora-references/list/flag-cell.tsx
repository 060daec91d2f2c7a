import { Button, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DiasporaStatus } from '../../../contract/diaspora-reference-edit';
import { DIASPORA_NS } from '../i18n/namespace';

/**
 * A table checkmark that also reads as 'Po' / 'Jo' to a screen reader. Its cell is positioned
 * (FLAG_CELL) so the hidden word stays inside the table's scroll area: placed against the page
 * instead, it would widen the whole page on a phone.
 */
export function FlagCell({ on }: { on: boolean }) {
  const { t } = useTranslation(DIASPORA_NS);
  return (
    <>
      <FlagIcon on={on} />
      <Text as="span" srOnly>
        {t(on ? 'common.yes' : 'common.no')}
      </Text>
    </>
  );
}

export const FLAG_CELL = { position: 'relative' } as const;

function FlagIcon({ on }: { on: boolean }) {
  return (
    <Icon color={on ? 'fg.success' : 'fg.subtle'} boxSize="4" aria-hidden>
      {on ? <Check /> : <Minus />}
    </Icon>
  );
}

const VOTING_FLAGS = [
  ['per_registered', 'list.perRegistered'],
  ['envelope_received', 'list.envelopeReceived'],
  ['voted', 'list.voted'],
] as const;

/**
 * A card's three voting flags, each a 44 px button that opens the voting-status form: on a
 * phone the flags are where the thumb expects to change them.
 */
export function VotingFlags({ status, onStatus }: { status: DiasporaStatus; onStatus: () => void }) {
  const { t } = useTranslation(DIASPORA_NS);
  return (
    <SimpleGrid columns={3} gap="1">
      {VOTING_FLAGS.map(([flag, label]) => {
        const on = status[flag];
        return (
          <Button
            key={flag}
            variant="outline"
            size="xs"
            minH="44px"
            h="auto"
            py="1"
            whiteSpace="normal"
            flexDirection="column"
            gap="0.5"
            aria-label={`${t(label)}: ${t(on ? 'common.yes' : 'common.no')}. ${t('list.statusAction')}`}
            onClick={onStatus}
            data-testid="diaspora-flag"
            data-flag={flag}
          >
            <FlagIcon on={on} />
            <Text as="span" fontSize="xs" lineHeight="short" color="fg">
              {t(label)}
            </Text>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
