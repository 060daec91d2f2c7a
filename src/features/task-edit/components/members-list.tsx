import { Avatar, Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MediaAvatarImage } from '../../../ui/media/media-avatar-image';
import type { TaskMember } from '../../../contract/task-creator';
import { TASK_EDIT_NS } from '../i18n/namespace';

/** The task's members with how many comments each wrote (spec 01 §3 "Member": comments_nr). */
export function MembersList({ members }: { members: readonly TaskMember[] }) {
  const { t } = useTranslation(TASK_EDIT_NS);
  return (
    <Stack gap="2" as="section" aria-labelledby="members-heading">
      <Heading as="h2" size="md" id="members-heading">
        {t('members.heading')}
      </Heading>
      {members.length === 0 && <Text color="fg.muted">{t('members.empty')}</Text>}
      <Stack gap="1" role="list">
        {members.map((m) => {
          const name = `${m.name} ${m.surname}`;
          const status = m.completed ? 'completed' : m.refused ? 'refused' : 'open';
          return (
            <HStack key={m.id} role="listitem" gap="3" py="1" borderBottomWidth="1px" data-testid="member-row">
              <Avatar.Root size="sm">
                <Avatar.Fallback name={name} />
                <MediaAvatarImage photo={m.photo} />
              </Avatar.Root>
              <Box flex="1" minW="0">
                <Text fontWeight="medium">{name}</Text>
                {m.nid && (
                  <Text fontSize="sm" color="fg.muted">
                    {m.nid}
                  </Text>
                )}
              </Box>
              <Badge colorPalette={status === 'completed' ? 'green' : status === 'refused' ? 'red' : 'gray'}>{t(`members.${status}`)}</Badge>
              <HStack gap="1" data-testid="member-comments" data-count={m.comments_nr}>
                <MessageSquare aria-hidden size={16} />
                <Text aria-hidden>{m.comments_nr}</Text>
                <Text srOnly>{t('members.comments', { count: m.comments_nr })}</Text>
              </HStack>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
