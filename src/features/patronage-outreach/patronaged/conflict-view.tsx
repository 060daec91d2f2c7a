import { useState } from 'react';
import { Alert, Badge, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Cloud, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normalizePatronagedEdit, type PatronagedEdit } from '../../../contract/patronaged-edit';
import { safetyLabel } from '../../../contract/patronaged-export';
import type { LocalPatronaged } from '../../../db/database';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { yesNoKey } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';
import { keepMyEdit, takeServerEdit } from '../store';
import { displayedVoter, type ReferenceLists } from './displayed-voter';

interface ConflictViewProps {
  userId: number;
  record: LocalPatronaged;
  lists: ReferenceLists;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  onResolved: () => void;
}

type Field = keyof PatronagedEdit;

/** Field labels in the form's order (keys of the namespace). */
const FIELDS: readonly [Field, string][] = [
  ['political_preference_id', 'edit.preference'],
  ['safety_rating', 'edit.safety'],
  ['phone', 'common.phone'],
  ['email', 'edit.email'],
  ['comment', 'edit.comment'],
  ['is_emigrant', 'edit.emigrant'],
  ['country_emigrant_id', 'edit.country'],
  ['emigrant_city', 'edit.city'],
  ['emigrant_address', 'edit.address'],
  ['emigrant_zipcode', 'edit.zip'],
  ['emigrant_has_documents', 'edit.hasDocuments'],
  ['emigrant_votes_in_box', 'edit.votesInBox'],
];

/**
 * Another device changed this voter after the member's edit was made: both versions side by side,
 * differences highlighted, and the member decides which one stays.
 */
export function ConflictView({ userId, record, lists, reason, onResolved }: ConflictViewProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const [busy, setBusy] = useState(false);
  const mine = normalizePatronagedEdit(record.edit);
  const server = normalizePatronagedEdit(record.serverEdit);
  // Names of the preference and country as the member's and the server's versions show them.
  const mineShown = displayedVoter({ item: record.item, edit: mine }, lists);
  const serverShown = displayedVoter({ item: record.item, edit: server }, lists);

  const describe = (field: Field, edit: PatronagedEdit, shown: typeof mineShown): string => {
    const value = edit[field];
    if (field === 'political_preference_id') return shown.political_preference?.name || t('common.unknown');
    if (field === 'country_emigrant_id') return shown.emigrant_info?.country_emigrant?.country_name || t('common.unknown');
    if (field === 'safety_rating') return safetyLabel(edit.safety_rating) || t('common.unknown');
    if (typeof value === 'boolean' || value === null) return t(yesNoKey(value));
    return String(value);
  };

  const resolve = (action: () => Promise<void>) => {
    setBusy(true);
    action().then(
      () => {
        notifySuccess(t('edit.success'));
        onResolved();
      },
      (error: unknown) => {
        console.error('patronage-outreach: conflict resolution failed', error);
        notifyError(t('edit.failure'));
        setBusy(false);
      },
    );
  };

  return (
    <Stack gap="3" data-testid="patronaged-conflict">
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
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
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
              return (
                <Table.Row key={field} data-testid="conflict-row" data-field={field} data-differs={String(differs)} bg={differs ? 'orange.subtle' : undefined}>
                  <Table.Cell fontWeight={differs ? 'semibold' : undefined}>
                    {t(label)}
                    {differs && (
                      <Badge ms="2" colorPalette="orange" size="sm">
                        {t('conflict.differs')}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell fontWeight={differs ? 'semibold' : undefined}>{describe(field, mine, mineShown)}</Table.Cell>
                  <Table.Cell fontWeight={differs ? 'semibold' : undefined}>{describe(field, server, serverShown)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="blue" minH="44px" disabled={busy} onClick={() => resolve(() => keepMyEdit(userId, record.id))} data-testid="conflict-keep-mine">
          <Smartphone aria-hidden />
          {t('conflict.keepMine')}
        </Button>
        <Button variant="outline" minH="44px" disabled={busy} onClick={() => resolve(() => takeServerEdit(userId, record.id))} data-testid="conflict-take-server">
          <Cloud aria-hidden />
          {t('conflict.takeServer')}
        </Button>
      </Flex>
    </Stack>
  );
}
