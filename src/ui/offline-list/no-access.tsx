import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown to a member without the role a module needs (spec 02 §2.9, §8). */
export function NoAccess({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{t('offlineList.noAccess')}</Alert.Title>
    </Alert.Root>
  );
}
