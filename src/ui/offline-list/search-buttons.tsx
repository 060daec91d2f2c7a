import { Button, HStack } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A list search form's 'Kërko' (submit) and 'Pastro' (clears the fields and searches again). */
export function SearchButtons({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" mt="2">
      <Button type="submit" minH="44px">
        <Search aria-hidden />
        {t('offlineList.search')}
      </Button>
      <Button type="button" variant="outline" minH="44px" onClick={onClear}>
        <X aria-hidden />
        {t('offlineList.clear')}
      </Button>
    </HStack>
  );
}
