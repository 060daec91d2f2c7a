import { Avatar, Checkbox, Field, Input, Stack, Table } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaAvatarImage } from '../../../ui/media/media-avatar-image';
import { foldText } from '../../../lib/fold-text';
import { TableFrame } from '../../../ui/offline-list/table-frame';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import type { ShownParticipant } from '../use-participants';
import { OutboxNote } from './outbox-note';

/** Number, photo or initial, first name, last name, read-only completed box (spec 02 §2.5), filtered by first or last name. */
export function ParticipantsTable({ participants }: { participants: readonly ShownParticipant[] }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const wanted = foldText(filter.trim());
    if (!wanted) return participants;
    return participants.filter((p) => foldText(p.name).includes(wanted) || foldText(p.surname).includes(wanted));
  }, [participants, filter]);
  const columns = ['number', 'photo', 'name', 'surname', 'completed'].map((c) => t(`qr.columns.${c}`));
  return (
    <Stack gap="2">
      <Field.Root maxW="sm">
        <Field.Label>{t('qr.filter')}</Field.Label>
        <Input type="search" autoComplete="off" value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="participants-filter" />
      </Field.Root>
      <TableFrame columns={columns} empty={shown.length === 0} testId="participants-table">
        {shown.map((p, index) => {
          const full = `${p.name} ${p.surname}`;
          return (
            <Table.Row key={p.memberId} data-testid="participant-row" data-member={p.memberId} data-completed={p.completed}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell>
                <Avatar.Root size="sm">
                  <Avatar.Fallback name={full} />
                  <MediaAvatarImage photo={p.photo} />
                </Avatar.Root>
              </Table.Cell>
              <Table.Cell>{p.name}</Table.Cell>
              <Table.Cell>{p.surname}</Table.Cell>
              <Table.Cell minW="120px">
                <Checkbox.Root checked={p.completed} readOnly data-testid="participant-completed">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{t('qr.attended', { name: full })}</Checkbox.Label>
                </Checkbox.Root>
                <OutboxNote change={p.change} testId="participant-sync" />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </TableFrame>
    </Stack>
  );
}
