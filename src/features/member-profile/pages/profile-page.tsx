import { useCallback, useState } from 'react';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentMemberData } from '../../../contract/member';
import { formatDateTime } from '../../../lib/datetime';
import { MY_INFO_KIND, SOCIAL_ACCOUNTS_KIND } from '../../../sync/kinds/profile-kinds';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { useBackgroundDownload } from '../../../ui/offline-list/use-background-download';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useOutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { useSession } from '../../../ui/session/session-context';
import { DetailsCard } from '../details/details-card';
import { PROFILE_NS } from '../i18n/namespace';
import { PasswordCard } from '../password/password-card';
import { PhotoCard } from '../photo/photo-card';
import { SocialCard } from '../social/social-card';
import { discardChange, downloadProfile, MEMBER_PATH, myInfoRowKey, socialRowKey } from '../store';
import { useProfileRecords } from '../use-profile-records';

/** /profile — 'Profili im' (spec 02 §2.2): photo, details, password, social networks. */
export default function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  const { auth } = useSession();
  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} w="full" maxW="6xl">
      <Heading as="h1" size="lg">
        {t('title')}
      </Heading>
      {auth === null ? <PleaseWait /> : <Profile userId={auth.userId} />}
    </Stack>
  );
}

function Profile({ userId }: { userId: number }) {
  const { t } = useTranslation(PROFILE_NS);
  const online = useOnline();
  const session = useSession();
  const cached = useCachedRead(userId, MEMBER_PATH, currentMemberData);
  // Before this device's first copy, the shell's own copy from sign-in stands in.
  const member = cached.data ?? session.data.memberProfile ?? undefined;
  const { info, social } = useProfileRecords(userId);
  const download = useCallback(() => downloadProfile(userId), [userId]);
  useBackgroundDownload(download, online);
  const infoRows = useOutboxRows(userId, MY_INFO_KIND);
  const socialRows = useOutboxRows(userId, SOCIAL_ACCOUNTS_KIND);
  const { refresh: refreshCopy } = cached;
  const { refresh: refreshSession } = session;
  // The server's answer shows at once, until a copy fetched after it arrives.
  const [saved, setSaved] = useState<{ photo: string | null; at: number } | null>(null);
  const photo = saved !== null && (cached.at === null || cached.at < saved.at) ? saved.photo : (member?.photo ?? null);
  const onPhotoChanged = useCallback((next: string | null) => {
    setSaved({ photo: next, at: Date.now() });
    // The profile's copy and the shell's (top bar avatar) both show the new photo.
    refreshCopy();
    void refreshSession().catch(() => undefined);
  }, [refreshCopy, refreshSession]);

  const fullName = member ? `${member.name} ${member.surname}` : session.fullName;
  return (
    <>
      {!online && cached.at !== null && (
        <Text fontSize="sm" color="fg.muted" data-testid="profile-kept-copy">
          {t('details.keptCopy', { date: formatDateTime(cached.at) })}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <PhotoCard fullName={fullName} photo={photo} online={online} onChanged={onPhotoChanged} />
        <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
          <DetailsCard
            userId={userId}
            member={member}
            info={info}
            row={infoRows.get(myInfoRowKey())}
            onDiscard={() => void discardChange(userId, myInfoRowKey())}
          />
          <SocialCard userId={userId} record={social} row={socialRows.get(socialRowKey())} onDiscard={() => void discardChange(userId, socialRowKey())} />
          <PasswordCard userId={userId} online={online} />
        </Stack>
      </SimpleGrid>
    </>
  );
}
