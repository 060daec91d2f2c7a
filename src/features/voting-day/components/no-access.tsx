import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { VOTING_DAY_NS } from '../i18n/namespace';

/** Shown to a member without the role a voting-day module needs (spec 02 §2.9, §8). */
export function NoAccess() {
  const { t } = useTranslation(VOTING_DAY_NS);
  return (
    <Alert.Root status="warning" data-testid="voting-no-access">
      <Alert.Indicator />
      <Alert.Title>{t('noAccess')}</Alert.Title>
    </Alert.Root>
  );
}
