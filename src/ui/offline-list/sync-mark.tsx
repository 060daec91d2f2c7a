import { Badge } from '@chakra-ui/react';
import { CircleExclamationPoint, Check, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A row's place in the outbox: on the device only, acknowledged by the server, or stuck. */
export type RowSync = 'pending' | 'sent' | 'attention';

/** The small per-row mark: icon plus a word, so it reads without colour too. */
export function SyncMark({ sync }: { sync: RowSync }) {
  const { t } = useTranslation();
  if (sync === 'pending') {
    return (
      <Badge colorPalette="orange" variant="subtle" size="sm" gap="1">
        <Smartphone size={12} aria-hidden />
        {t('offlineList.syncPending')}
      </Badge>
    );
  }
  if (sync === 'attention') {
    return (
      <Badge colorPalette="red" variant="solid" size="sm" gap="1">
        <CircleExclamationPoint size={12} aria-hidden />
        {t('offlineList.syncAttention')}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="gray" variant="outline" size="sm" gap="1">
      <Check size={12} aria-hidden />
      {t('offlineList.syncSent')}
    </Badge>
  );
}
