import { useState } from 'react';
import { Button, DataList, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentMemberData } from '../../../contract/member';
import type { LocalMyInfo } from '../../../db/database';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ChangeStatus } from '../change-status';
import { PROFILE_NS } from '../i18n/namespace';
import { ProfileCard } from '../profile-card';
import { DetailsForm } from './details-form';

interface DetailsCardProps {
  userId: number;
  member: CurrentMemberData | undefined;
  /** The offline record: null when never downloaded to this device, undefined while it loads. */
  info: LocalMyInfo | null | undefined;
  row: RowOutbox | undefined;
  onDiscard: () => void;
}

/**
 * Full name, username, living place, mobile and email with 'Modifiko' (spec 02 §2.2). Phone and
 * email show the member's own intent (a change saved offline shows at once), the rest the last
 * copy of the member data. Saving or closing returns to the view (spec 02 §4).
 */
export function DetailsCard({ userId, member, info, row, onDiscard }: DetailsCardProps) {
  const { t } = useTranslation(PROFILE_NS);
  const [editing, setEditing] = useState(false);
  const phone = info ? info.info.phone : (member?.phone ?? null);
  const email = info ? info.info.email : (member?.email ?? null);
  const items: [string, string | null | undefined, string][] = [
    [t('details.fullName'), member && `${member.name} ${member.surname}`, 'details-full-name'],
    [t('details.username'), member?.user.username, 'details-username-value'],
    [t('details.livingPlace'), member?.living_place, 'details-living-place'],
    [t('details.phone'), phone, 'details-phone-value'],
    [t('details.email'), email, 'details-email-value'],
  ];
  const edit = (
    <Button size="sm" variant="outline" minH="40px" onClick={() => setEditing(true)} disabled={!info} data-testid="details-edit">
      <Pencil aria-hidden />
      {t('details.edit')}
    </Button>
  );

  return (
    <ProfileCard title={t('details.title')} actions={editing ? undefined : edit} testId="profile-details-card">
      {editing && info ? (
        <DetailsForm userId={userId} initial={{ phone: info.info.phone ?? '', email: info.info.email ?? '' }} onDone={() => setEditing(false)} />
      ) : (
        <DataList.Root orientation="horizontal" size="md">
          {items.map(([label, value, testId]) => (
            <DataList.Item key={testId}>
              <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue data-testid={testId} wordBreak="break-word">
                {value || t('details.empty')}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
      {info === null && (
        <Text fontSize="sm" color="fg.muted" data-testid="details-not-downloaded">
          {t('details.notDownloaded')}
        </Text>
      )}
      <ChangeStatus row={row} onDiscard={onDiscard} testId="details-sync" />
    </ProfileCard>
  );
}
