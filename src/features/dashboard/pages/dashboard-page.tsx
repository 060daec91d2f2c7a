import { Avatar, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { mediaUrl } from '../../../api/http';
import { useSession } from '../../../ui/session/session-context';
import { DASHBOARD_NS } from '../i18n/namespace';

/** Placeholder dashboard (spec 02 §2.1 will fill it): a welcome with the member's full name and avatar. */
export default function DashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { fullName, data } = useSession();
  const [params] = useSearchParams();
  const photo = data.member?.photo ?? null;

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <HStack gap="4" align="center" flexWrap="wrap">
            <Avatar.Root size="2xl">
              <Avatar.Fallback name={fullName} />
              {photo && <Avatar.Image src={mediaUrl(photo)} alt="" />}
            </Avatar.Root>
            <Stack gap="1" flex="1" minW="200px">
              <Heading as="h1" size="xl">
                {t('welcome', { name: fullName })}
              </Heading>
              {params.get('special') === '1' && <Text fontWeight="semibold">{t('special')}</Text>}
              <Text color="fg.muted">{t('intro')}</Text>
            </Stack>
            <Button asChild variant="outline" size="lg">
              <RouterLink to="/profile">{t('seeProfile')}</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
