import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../ui/offline-list/use-online';
import { TASK_EDIT_NS } from '../i18n/namespace';

/** Beside a section's actions that need the server: says so while there is no signal (the actions are disabled then). */
export function OfflineNotice({ testId }: { testId: string }) {
  const { t } = useTranslation(TASK_EDIT_NS);
  if (useOnline()) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId}>
      {t('needsServer')}
    </Text>
  );
}
