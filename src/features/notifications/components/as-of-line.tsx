import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_NS } from '../i18n/namespace';
import { formatDateTime } from '../../../lib/datetime';

/** How old the copy on screen is, shown while there is no signal. */
export function AsOfLine({ at }: { at: number }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="notifications-as-of">
      {t('asOf', { date: formatDateTime(at) })}
    </Text>
  );
}
