import { useState } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NEWS_NS } from '../i18n/namespace';

/** The title search; it searches on 'Kërko' (or Enter), and a new search goes back to page 1. */
export function NewsSearch({ initial, onSearch }: { initial: string; onSearch: (title: string) => void }) {
  const { t } = useTranslation(NEWS_NS);
  const [title, setTitle] = useState(initial);
  return (
    <form
      role="search"
      data-testid="news-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(title.trim());
      }}
    >
      <HStack gap="2" align="end" wrap="wrap">
        <Field.Root flex="1" minW="12rem">
          <Field.Label fontSize="sm">{t('search.label')}</Field.Label>
          <Input
            name="title"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            data-testid="news-search-title"
          />
        </Field.Root>
        <Button type="submit" minH="44px" colorPalette="blue" data-testid="news-search-submit">
          <Search aria-hidden />
          {t('search.submit')}
        </Button>
        <Button
          variant="outline"
          minH="44px"
          onClick={() => {
            setTitle('');
            onSearch('');
          }}
          data-testid="news-search-clear"
        >
          <X aria-hidden />
          {t('search.clear')}
        </Button>
      </HStack>
    </form>
  );
}
