import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReferenceListName } from '../../../contract/reference-lists';
import { CachedAsOf } from '../../../ui/cached/as-of-line';
import { CachedReadFallback } from '../../../ui/cached/cached-read-fallback';
import { useOnline } from '../../../ui/offline-list/use-online';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';
import { hasPoints } from '../lists';
import { useReferenceList } from '../use-reference-list';
import { ReferenceTable } from './reference-table';

/** One sub-tab: the list from the device's last copy (with its 'as of' line offline) as an editable table. */
export function ReferenceListPanel({ userId, list }: { userId: number | null; list: ReferenceListName }) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const online = useOnline();
  const rows = useReferenceList(userId, list);
  return (
    <Stack gap="3" data-testid={`reference-list-${list}`}>
      <CachedAsOf at={rows.at} format={(date) => t('asOf', { date })} testId="reference-as-of" />
      {rows.data ? (
        <ReferenceTable
          title={t(`lists.${list}`)}
          rows={rows.data}
          withPoints={hasPoints(list)}
          online={online}
          onCreate={rows.create}
          onUpdate={rows.update}
          onDelete={rows.remove}
        />
      ) : (
        <CachedReadFallback checked={rows.checked} refreshing={rows.refreshing} texts={{ offline: t('offlineNoCopy'), wait: t('wait'), failure: t('failure') }} testId="reference-list" />
      )}
    </Stack>
  );
}
