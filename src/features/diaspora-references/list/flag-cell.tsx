import { Icon, Table, Text } from '@chakra-ui/react';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DIASPORA_NS } from '../i18n/namespace';

/**
 * A table checkmark that also reads as 'Po' / 'Jo' to a screen reader. The cell is positioned so
 * the hidden word stays inside the table's scroll area: placed against the page instead, it would
 * widen the whole page on a phone.
 */
export function FlagCell({ on }: { on: boolean }) {
  const { t } = useTranslation(DIASPORA_NS);
  return (
    <Table.Cell position="relative">
      <Icon color={on ? 'fg.success' : 'fg.subtle'} boxSize="4" aria-hidden>
        {on ? <Check /> : <Minus />}
      </Icon>
      <Text as="span" srOnly>
        {t(on ? 'common.yes' : 'common.no')}
      </Text>
    </Table.Cell>
  );
}
