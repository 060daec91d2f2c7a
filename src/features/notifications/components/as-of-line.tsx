import { Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_NS } from '../i18n/namespace';

/** How old the copy on screen is, shown while there is no signal. */
export function AsOfLine({ at }: { at: number }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="notifications-as-of">
      {t('asOf', { date: dayjs(at).format('DD-MM-YYYY HH:mm') })}
    </Text>
  );
}
