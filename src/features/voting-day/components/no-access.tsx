import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown to a member without the role a voting-day module needs (spec 02 §2.9, §8). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" data-testid="voting-no-access">
      <Alert.Indicator />
      <Alert.Title>{t('votingDay.noAccess')}</Alert.Title>
    </Alert.Root>
  );
}
