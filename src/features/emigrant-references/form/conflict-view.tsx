import { useState } from 'react';
import { Alert, Badge, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Cloud, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normalizeEmigrantReferenceEdit, type EmigrantReferenceEdit } from '../../../contract/emigrant-reference-edit';
import type { LocalEmigrantReference } from '../../../db/database';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { EMIGRANT_NS } from '../i18n/namespace';
import { keepMyEmigrantEdit, takeServerEmigrantEdit } from '../store';

interface ConflictViewProps {
  userId: number;
  record: LocalEmigrantReference;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  onResolved: () => void;
}

/** Field labels in the form's order (keys of the namespace); the country cannot differ. */
const FIELDS: readonly [keyof EmigrantReferenceEdit, string][] = [
  ['city', 'fields.city'],
  ['city_albania', 'fields.cityAlbania'],
  ['name', 'fields.name'],
  ['surname', 'fields.surname'],
  ['phone', 'fields.phone'],
  ['referues_name', 'fields.referrer'],
];

/**
 * The server stopped the member's change: another device changed the reference after this one
 * last saw it (409), or the server refused it. Both versions side by side, differences
 * highlighted, and the member decides which one stays.
 */
export function ConflictView({ userId, record, reason, onResolved }: ConflictViewProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const [busy, setBusy] = useState(false);
  const mine = record.state.value && normalizeEmigrantReferenceEdit(record.state.value);
  const server = record.serverState.value && normalizeEmigrantReferenceEdit(record.serverState.value);
  const shown = (edit: EmigrantReferenceEdit | null, field: keyof EmigrantReferenceEdit) => edit?.[field] || t('conflict.none');

  const resolve = (action: () => Promise<void>) => {
    setBusy(true);
    action().then(
      () => {
        notifySuccess(t('form.editSuccess'));
        onResolved();
      },
      (error: unknown) => {
        console.error('emigrant-references: conflict resolution failed', error);
        notifyError(t('form.editFailure'));
        setBusy(false);
      },
    );
  };

  return (
    <Stack gap="3" data-testid="emigrant-conflict">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          {/* Without a server copy there is nothing to compare with: the server refused a new reference. */}
          <Alert.Title>{t(server ? 'conflict.title' : 'conflict.refusedTitle')}</Alert.Title>
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
                  <Table.Cell fontWeight={weight}>{shown(mine, field)}</Table.Cell>
                  <Table.Cell fontWeight={weight}>{shown(server, field)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex gap="2" wrap="wrap">
        <Button minH="44px" disabled={busy} onClick={() => resolve(() => keepMyEmigrantEdit(userId, record))} data-testid="conflict-keep-mine">
          <Smartphone aria-hidden />
          {t('conflict.keepMine')}
        </Button>
        <Button variant="outline" minH="44px" disabled={busy} onClick={() => resolve(() => takeServerEmigrantEdit(userId, record))} data-testid="conflict-take-server">
          <Cloud aria-hidden />
          {t(server ? 'conflict.takeServer' : 'conflict.discardMine')}
        </Button>
      </Flex>
    </Stack>
  );
}
