import { useState } from 'react';
import { Alert, Badge, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Cloud, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normalizeDiasporaReferenceEdit, type DiasporaReferenceEdit } from '../../../contract/diaspora-reference-edit';
import type { LocalDiasporaReference } from '../../../db/database';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { DIASPORA_NS } from '../i18n/namespace';
import { keepMyDiasporaEdit, takeServerDiasporaEdit } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';

interface ConflictViewProps {
  userId: number;
  record: LocalDiasporaReference;
  lists: DiasporaLists;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  onResolved: () => void;
}

type Field = keyof DiasporaReferenceEdit;

/** Field labels in the form's order (keys of the namespace). */
const FIELDS: readonly [Field, string][] = [
  ['country_id', 'common.country'],
  ['reference_type', 'common.referenceType'],
  ['emigrant_phone', 'common.phone'],
  ['emigrant_city', 'common.city'],
  ['zip_code', 'common.zip'],
  ['note', 'common.note'],
  ['has_referues', 'form.hasReferrer'],
  ['referues_name', 'form.referrerName'],
  ['referues_surname', 'form.referrerSurname'],
  ['referues_phone', 'form.referrerPhone'],
];

/**
 * Another device changed this reference after the member's edit was made (the server answered
 * 409): both versions side by side, differences highlighted, and the member decides which stays.
 */
export function ConflictView({ userId, record, lists, reason, onResolved }: ConflictViewProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const [busy, setBusy] = useState(false);
  const mine = record.state.value && normalizeDiasporaReferenceEdit(record.state.value);
  const server = record.serverState.value && normalizeDiasporaReferenceEdit(record.serverState.value);

  const describe = (field: Field, edit: DiasporaReferenceEdit | null): string => {
    if (edit === null) return t('common.unknown');
    if (field === 'country_id') return lists.countries.get(edit.country_id)?.country_name ?? t('common.unknown');
    if (field === 'reference_type') return lists.types.get(edit.reference_type)?.label ?? t('common.unknown');
    const value = edit[field];
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    return value === null ? t('common.unknown') : String(value);
  };

  const resolve = (action: () => Promise<void>) => {
    setBusy(true);
    action().then(
      () => {
        notifySuccess(t('form.editSuccess'));
        onResolved();
      },
      (error: unknown) => {
        console.error('diaspora-references: conflict resolution failed', error);
        notifyError(t('form.editFailure'));
        setBusy(false);
      },
    );
  };

  return (
    <Stack gap="3" data-testid="diaspora-conflict">
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
              const differs = mine?.[field] !== server?.[field];
              const weight = differs ? 'semibold' : undefined;
              return (
                <Table.Row key={field} data-testid="conflict-row" data-field={field} data-differs={String(differs)} bg={differs ? 'orange.subtle' : undefined}>
                  <Table.Cell fontWeight={weight}>
                    {t(label)}
                    {differs && (
                      <Badge ms="2" colorPalette="orange" size="sm">
                        {t('conflict.differs')}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell fontWeight={weight}>{describe(field, mine)}</Table.Cell>
                  <Table.Cell fontWeight={weight}>{describe(field, server)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="blue" minH="44px" disabled={busy} onClick={() => resolve(() => keepMyDiasporaEdit(userId, record))} data-testid="conflict-keep-mine">
          <Smartphone aria-hidden />
          {t('conflict.keepMine')}
        </Button>
        <Button variant="outline" minH="44px" disabled={busy} onClick={() => resolve(() => takeServerDiasporaEdit(userId, record))} data-testid="conflict-take-server">
          <Cloud aria-hidden />
          {t('conflict.takeServer')}
        </Button>
      </Flex>
    </Stack>
  );
}
