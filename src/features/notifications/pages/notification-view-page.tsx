import { Alert, Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notificationItem, type NotificationItem } from '../../../contract/notifications';
import { formatDateTime } from '../../../lib/datetime';
import { useSession } from '../../../ui/session/session-context';
import { NotificationBody } from '../components/notification-body';
import { NOTIFICATIONS_NS } from '../i18n/namespace';
import { useNotificationLookup, type Lookup } from '../use-notification-lookup';

/** The item handed over in navigation state, when it is the one the URL names. */
function passedItem(state: unknown, id: number | null): NotificationItem | null {
  const parsed = notificationItem.safeParse((state as { notification?: unknown } | null)?.notification);
  if (!parsed.success) return null;
  return id === null || parsed.data.id === id ? parsed.data : null;
}

function readId(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function Problem({ lookup }: { lookup: Lookup }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  if (lookup.status === 'loading') {
    return (
      <HStack gap="2" data-testid="notification-loading">
        <Spinner size="sm" />
        <Text>{t('wait')}</Text>
      </HStack>
    );
  }
  const text = lookup.status === 'offline' ? t('view.notOnDevice') : lookup.status === 'failed' ? t('failure') : t('view.notFound');
  return (
    <Alert.Root status="warning" data-testid={`notification-${lookup.status === 'offline' ? 'offline' : 'missing'}`}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/** A notification read-only: title, date and description (spec 02 §2.8, spec 01 §2 /notification-view). */
export default function NotificationViewPage() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { t: tShell } = useTranslation();
  const { auth } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const passed = passedItem(location.state, id);
  const lookup = useNotificationLookup(passed || id === null ? null : (auth?.userId ?? null), passed ? null : id);
  const item = passed ?? (lookup.status === 'found' ? lookup.item : null);
  // Back to where the member came from (the list keeps its search in the URL); a link opened cold goes to the list.
  const back = () => void (location.key === 'default' ? navigate('/notifications') : navigate(-1));

  return (
    <Stack gap="4">
      <HStack>
        <Button variant="outline" minH="44px" onClick={back} data-testid="notification-back">
          <ArrowLeft aria-hidden />
          {tShell('offlineList.back')}
        </Button>
      </HStack>
      {item ? (
        <Card.Root as="article" data-testid="notification-view" data-id={item.id}>
          <Card.Header>
            <Text fontSize="sm" color="fg.muted">
              {t('view.heading')}
            </Text>
            <Heading as="h1" size="xl" data-testid="notification-title">
              {item.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('view.date')}: <time dateTime={item.create_date}>{formatDateTime(item.create_date)}</time>
            </Text>
          </Card.Header>
          <Card.Body>
            <NotificationBody description={item.description} />
          </Card.Body>
        </Card.Root>
      ) : (
        <>
          <Heading as="h1" size="xl">
            {t('view.heading')}
          </Heading>
          <Problem lookup={id === null ? { status: 'missing' } : lookup} />
        </>
      )}
    </Stack>
  );
}
