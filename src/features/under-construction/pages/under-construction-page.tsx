import { Button, Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UNDER_CONSTRUCTION_NS } from '../i18n/namespace';

/** Spec 02 §2.6: a home link and a note that the page is being built. Stands in for screens not built yet. */
export default function UnderConstructionPage() {
  const { t } = useTranslation(UNDER_CONSTRUCTION_NS);
  return (
    <Center minH="50vh" px="4">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Icon as={Construction} boxSize="16" color="colorPalette.fg" aria-hidden />
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {t('body')}
        </Text>
        <Button asChild size="lg">
          <RouterLink to="/dashboard">{t('home')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
