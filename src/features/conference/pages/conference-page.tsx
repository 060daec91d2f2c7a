import { Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../ui/session/session-context';
import { toaster } from '../../../ui/toaster';
import { CONFERENCE_NS } from '../i18n/namespace';
import { conferenceRoomUrl, configuredMeetingBase } from '../room-url';
import { useCodeTask } from '../use-code-task';

interface ConferenceState {
  code?: unknown;
  fullName?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** React Router numbers the entries of this tab's history: 0 is where the app was opened. */
const hasHistory = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The conference of a task (spec 01 §2: it receives the code and the member's full name; what it
 * does is not shown). Ours needs no outside service: the code, large and copyable, the name the
 * member appears under, and a link to the meeting room only when a meeting service is configured.
 * Everything comes from the URL, the navigation state and the session, so it opens offline.
 */
export default function ConferencePage() {
  const { t } = useTranslation(CONFERENCE_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as ConferenceState;
  const { auth, fullName: sessionName } = useSession();
  const code = text(params.get('code')) || text(state.code);
  const fullName = text(state.fullName) || sessionName;
  const taskName = useCodeTask(auth?.userId ?? null, code);
  const roomUrl = conferenceRoomUrl(configuredMeetingBase(), code);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(code);
      toaster.create({ type: 'success', title: t('success'), description: t('copied') });
    } catch {
      toaster.create({ type: 'warning', title: t('copyFailed') });
    }
  }

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      {taskName && <Text data-testid="conference-task">{t('task', { name: taskName })}</Text>}
      {code ? (
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted" id="conference-code-label">
                  {t('codeLabel')}
                </Text>
                <Box
                  as="output"
                  aria-labelledby="conference-code-label"
                  fontFamily="mono"
                  fontSize={{ base: '2xl', md: '4xl' }}
                  fontWeight="bold"
                  wordBreak="break-all"
                  userSelect="all"
                  data-testid="conference-code"
                >
                  {code}
                </Box>
              </Stack>
              <HStack gap="2" wrap="wrap">
                <Button minH="44px" variant="outline" onClick={() => void copy()}>
                  <Copy aria-hidden />
                  {t('copy')}
                </Button>
                {roomUrl && (
                  <Button asChild minH="44px" colorPalette="blue">
                    <Link href={roomUrl} target="_blank" rel="noopener noreferrer" data-testid="conference-join">
                      <ExternalLink aria-hidden />
                      {t('join')}
                    </Link>
                  </Button>
                )}
              </HStack>
              {fullName && (
                <Stack gap="0">
                  <Text fontSize="sm" color="fg.muted">
                    {t('nameLabel')}
                  </Text>
                  <Text fontSize="lg" fontWeight="semibold" data-testid="conference-name">
                    {fullName}
                  </Text>
                </Stack>
              )}
              <Text color="fg.muted" data-testid="conference-instructions">
                {roomUrl ? t('joinHint') : t('instructions')}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : (
        <Text data-testid="conference-no-code">{t('noCode')}</Text>
      )}
      <Button alignSelf="start" variant="ghost" minH="44px" onClick={() => void (hasHistory() ? navigate(-1) : navigate('/dashboard'))}>
        <ArrowLeft aria-hidden />
        {t('back')}
      </Button>
    </Stack>
  );
}
