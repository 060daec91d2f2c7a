import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DIASPORA_NS } from '../i18n/namespace';
import type { DiasporaLists } from '../use-diaspora-lists';

/** Said above a form whose selects would be empty: the lists come with the first download. */
export function ListsMissing({ lists }: { lists: DiasporaLists }) {
  const { t } = useTranslation(DIASPORA_NS);
  if (lists.types.size > 0 && lists.countries.size > 0) return null;
  return (
    <Alert.Root status="info" data-testid="diaspora-lists-missing">
      <Alert.Indicator />
      <Alert.Title>{t('form.listsMissing')}</Alert.Title>
    </Alert.Root>
  );
}
