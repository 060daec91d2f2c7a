import { Button, Heading, HStack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The top of a detail view (view index 1): 'Kthehu' to the list and the view's title. */
export function ViewHeader({ title, onBack, backTestId }: { title: string; onBack: () => void; backTestId: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3">
      <Button variant="outline" minH="44px" onClick={onBack} data-testid={backTestId}>
        <ArrowLeft aria-hidden />
        {t('offlineList.back')}
      </Button>
      <Heading as="h2" size="md">
        {title}
      </Heading>
    </HStack>
  );
}
