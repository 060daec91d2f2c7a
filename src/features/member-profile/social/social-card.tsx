import { useState } from 'react';
import { Button, Link, List, Text } from '@chakra-ui/react';
import { ExternalLink, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalSocialAccounts } from '../../../db/database';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ChangeStatus } from '../change-status';
import { PROFILE_NS } from '../i18n/namespace';
import { ProfileCard } from '../profile-card';
import { SocialForm } from './social-form';
import { socialFormValues, WEB_ADDRESS } from './social-schema';

interface SocialCardProps {
  userId: number;
  /** null: never downloaded to this device; undefined: still loading. */
  record: LocalSocialAccounts | null | undefined;
  row: RowOutbox | undefined;
  onDiscard: () => void;
}

/** Social networks (Facebook, Twitter, Instagram …) with view and edit modes (spec 02 §2.2, §4). */
export function SocialCard({ userId, record, row, onDiscard }: SocialCardProps) {
  const { t } = useTranslation(PROFILE_NS);
  const [editing, setEditing] = useState(false);
  const medias = record?.medias ?? [];
  const nameOf = (id: number) => medias.find((m) => m.id === id)?.name ?? '';
  const accounts = record?.accounts ?? [];
  const edit = (
    <Button size="sm" variant="outline" minH="40px" onClick={() => setEditing(true)} disabled={medias.length === 0} data-testid="social-edit">
      <Pencil aria-hidden />
      {t('social.edit')}
    </Button>
  );

  return (
    <ProfileCard title={t('social.title')} actions={editing ? undefined : edit} testId="profile-social-card">
      {editing && record ? (
        <SocialForm userId={userId} medias={medias} initial={socialFormValues(medias, accounts)} onDone={() => setEditing(false)} />
      ) : accounts.length === 0 ? (
        <Text color="fg.muted" data-testid="social-none">
          {record === null ? t('social.noMedias') : t('social.none')}
        </Text>
      ) : (
        <List.Root variant="plain" gap="2" data-testid="social-list">
          {accounts.map((account) => (
            <List.Item key={account.socialmedia_id} display="flex" gap="2" flexWrap="wrap" data-testid={`social-account-${account.socialmedia_id}`}>
              <Text as="span" fontWeight="semibold" minW="6rem">
                {nameOf(account.socialmedia_id)}
              </Text>
              {/* Only a web address becomes a link: a stored value is never trusted as a javascript: URL. */}
              {WEB_ADDRESS.test(account.user_url) ? (
                <Link
                  href={account.user_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('social.open', { network: nameOf(account.socialmedia_id), account: account.account_name })}
                  wordBreak="break-all"
                >
                  {account.account_name}
                  <ExternalLink size={14} aria-hidden />
                </Link>
              ) : (
                <Text as="span">{account.account_name}</Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
      <ChangeStatus row={row} onDiscard={onDiscard} testId="social-sync" />
    </ProfileCard>
  );
}
