import { Avatar, Badge, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Bell, BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '../../../api/error-message';
import { MediaAvatarImage } from '../../../ui/media/media-avatar-image';
import type { TaskMember } from '../../../contract/task-creator';
import { useOnline } from '../../../ui/offline-list/use-online';
import { toaster } from '../../../ui/toaster';
import { notifyTask } from '../api';
import { SENT_TASKS_NS } from '../i18n/namespace';

export interface MembersDialogTask {
  id: number;
  name: string;
  members: readonly TaskMember[];
}

function memberState(member: TaskMember): 'done' | 'refused' | 'ongoing' {
  if (member.completed) return 'done';
  if (member.refused) return 'refused';
  return 'ongoing';
}

/** The members cell's list (spec 01 §2): a reminder to everyone or to one member, as a notification on the server. */
export function MembersDialog({ task, onClose }: { task: MembersDialogTask | null; onClose: () => void }) {
  const { t } = useTranslation(SENT_TASKS_NS);
  const online = useOnline();
  // 'all', a member id, or null: one call at a time, so a double tap does not notify twice.
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  async function notify(taskId: number, memberId?: number): Promise<void> {
    if (!navigator.onLine) {
      toaster.create({ type: 'warning', title: t('needsInternet') });
      return;
    }
    setBusy(memberId ?? 'all');
    try {
      const count = await notifyTask(taskId, memberId);
      toaster.create({ type: 'success', title: t('success'), description: t('members.notified', { count }) });
    } catch (error) {
      await reportApiError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog.Root open={task !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="members-dialog">
            {task && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('members.title', { name: task.name })}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    {!online && (
                      <Text fontSize="sm" color="fg.muted" data-testid="notify-offline">
                        {t('needsInternet')}
                      </Text>
                    )}
                    {task.members.length === 0 && <Text>{t('members.none')}</Text>}
                    {task.members.length > 0 && (
                      <Button
                        alignSelf="start"
                        minH="44px"
                        colorPalette="blue"
                        disabled={!online || busy !== null}
                        loading={busy === 'all'}
                        loadingText={t('members.notifyAll')}
                        onClick={() => void notify(task.id)}
                        data-testid="notify-all"
                      >
                        <BellRing aria-hidden />
                        {t('members.notifyAll')}
                      </Button>
                    )}
                    <Stack as="ul" gap="2" listStyleType="none">
                      {task.members.map((member) => {
                        const fullName = `${member.name} ${member.surname}`;
                        const state = memberState(member);
                        return (
                          <HStack as="li" key={member.id} gap="3" justify="space-between" data-testid="member-row" data-member-id={member.member_id}>
                            <HStack gap="2" minW="0">
                              <Avatar.Root size="sm">
                                <Avatar.Fallback name={fullName} />
                                <MediaAvatarImage photo={member.photo} />
                              </Avatar.Root>
                              <Stack gap="0" minW="0">
                                <Text truncate>{fullName}</Text>
                                <Badge size="sm" alignSelf="start" colorPalette={state === 'done' ? 'green' : state === 'refused' ? 'red' : 'gray'}>
                                  {t(`members.${state}`)}
                                </Badge>
                              </Stack>
                            </HStack>
                            <Button
                              variant="outline"
                              minH="44px"
                              aria-label={t('members.notifyOne', { name: fullName })}
                              disabled={!online || busy !== null}
                              loading={busy === member.member_id}
                              onClick={() => void notify(task.id, member.member_id)}
                            >
                              <Bell aria-hidden />
                              {t('members.notify')}
                            </Button>
                          </HStack>
                        );
                      })}
                    </Stack>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" minH="44px" onClick={onClose}>
                    {t('members.close')}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('members.close')} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
