import { useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Cloud, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normalizeFtvVoterEdit, type FtvVoterEdit } from '../../../contract/ftv-voter-edit';
import type { LocalFtvVoter } from '../../../db/database';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { preferenceName, type Preferences } from '../format';
import { FTV_NS } from '../i18n/namespace';
import { SafetyTag } from '../list/safety-tag';
import { keepMyFtvEdit, takeServerFtvEdit } from '../store';

interface FtvConflictViewProps {
  userId: number;
  record: LocalFtvVoter;
  preferences: Preferences;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  onResolved: () => void;
}

type Field = keyof FtvVoterEdit;

/** The form's fields in its order, with their labels (keys of the namespace). */
const FIELDS: readonly [Field, string][] = [
  ['political_preference_id', 'form.preference'],
  ['safety_rating', 'form.safety'],
  ['email', 'form.email'],
  ['phone', 'form.phone'],
  ['comment', 'form.comment'],
];

/**
 * Another device assessed this voter after the member's change was made (409): both versions side
 * by side, differences highlighted, and the member decides which one stays.
 */
export function FtvConflictView({ userId, record, preferences, reason, onResolved }: FtvConflictViewProps) {
  const { t } = useTranslation(FTV_NS);
  const [busy, setBusy] = useState(false);
  const mine = normalizeFtvVoterEdit(record.edit);
  const server = normalizeFtvVoterEdit(record.serverEdit);

  const shown = (field: Field, edit: FtvVoterEdit): ReactNode => {
    if (field === 'safety_rating') return <SafetyTag rating={edit.safety_rating} />;
    if (field === 'political_preference_id') return preferenceName(edit.political_preference_id, record.item, preferences) ?? t('list.none');
    return edit[field] ?? t('list.none');
  };

  const resolve = (action: (userId: number, id: number) => Promise<void>) => {
    setBusy(true);
    action(userId, record.id).then(
      () => {
        notifySuccess(t('form.success'));
        onResolved();
      },
      (error: unknown) => {
        console.error('ftv-voters: conflict resolution failed', error);
        notifyError(t('form.failure'));
        setBusy(false);
      },
    );
  };

  return (
    <Stack gap="3" data-testid="ftv-conflict">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('conflict.title')}</Alert.Title>
          <Alert.Description>
            {t('conflict.intro')}
            {reason && (
              <Text as="span" display="block" mt="1" fontSize="sm" data-testid="conflict-reason">
                {reason}
              </Text>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {/* Three equal columns that wrap, not a sideways scroll: on a phone both versions stay in view. */}
      <Box borderWidth="1px" rounded="md" overflow="hidden">
        <Table.Root size="sm" tableLayout="fixed" w="full" wordBreak="break-word">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('conflict.field')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('conflict.mine')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('conflict.server')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {FIELDS.map(([field, label]) => {
              const differs = mine[field] !== server[field];
              const weight = differs ? 'semibold' : undefined;
              return (
                <Table.Row key={field} data-testid="conflict-row" data-field={field} data-differs={String(differs)} bg={differs ? 'orange.subtle' : undefined}>
                  <Table.Cell fontWeight={weight}>
                    {t(label)}
                    {differs && (
                      <Badge display="flex" w="fit-content" mt="1" colorPalette="orange" size="sm">
                        {t('conflict.differs')}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell fontWeight={weight} data-testid="conflict-mine">
                    {shown(field, mine)}
                  </Table.Cell>
                  <Table.Cell fontWeight={weight} data-testid="conflict-server">
                    {shown(field, server)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="blue" minH="44px" disabled={busy} onClick={() => resolve(keepMyFtvEdit)} data-testid="conflict-keep-mine">
          <Smartphone aria-hidden />
          {t('conflict.keepMine')}
        </Button>
        <Button variant="outline" minH="44px" disabled={busy} onClick={() => resolve(takeServerFtvEdit)} data-testid="conflict-take-server">
          <Cloud aria-hidden />
          {t('conflict.takeServer')}
        </Button>
      </Flex>
    </Stack>
  );
}
