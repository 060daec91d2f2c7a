import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../ui/offline-list/use-online';
import { DASHBOARD_NS } from '../i18n/namespace';
import { formatDateTime } from '../../../lib/datetime';

/** With no signal, how old the figures on screen are; nothing while online. */
export function AsOfLine({ at }: { at: number | null }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const online = useOnline();
  if (online || at === null) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="dashboard-as-of">
      {t('asOf', { date: formatDateTime(at) })}
    </Text>
  );
}
