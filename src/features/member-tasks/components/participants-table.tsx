import { Avatar, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaAvatarImage } from '../../../ui/media/media-avatar-image';
import { foldText } from '../../../lib/fold-text';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
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
  const fullName = (p: ShownParticipant) => `${p.name} ${p.surname}`;
  const photo = (p: ShownParticipant) => (
    <Avatar.Root size="sm">
      <Avatar.Fallback name={fullName(p)} />
      <MediaAvatarImage photo={p.photo} />
    </Avatar.Root>
  );
  const columns: ListColumn<ShownParticipant>[] = [
    { id: 'number', header: t('qr.columns.number'), cell: (_p, index) => index + 1, card: 'none' },
    { id: 'photo', header: t('qr.columns.photo'), cell: photo, card: 'none' },
    {
      id: 'name',
      header: t('qr.columns.name'),
      card: 'title',
      cell: (p) => p.name,
      cardCell: (p) => (
        <HStack gap="2">
          {photo(p)}
          <Text>{fullName(p)}</Text>
        </HStack>
      ),
    },
    { id: 'surname', header: t('qr.columns.surname'), cell: (p) => p.surname, card: 'none' },
    {
      id: 'completed',
      header: t('qr.columns.completed'),
      cellProps: { minW: '120px' },
      cell: (p) => (
        <>
          <Checkbox.Root checked={p.completed} readOnly data-testid="participant-completed">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label srOnly>{t('qr.attended', { name: fullName(p) })}</Checkbox.Label>
          </Checkbox.Root>
          <OutboxNote change={p.change} testId="participant-sync" />
        </>
      ),
    },
  ];
  return (
    <Stack gap="2">
      <Field.Root maxW="sm">
        <Field.Label>{t('qr.filter')}</Field.Label>
        <Input type="search" autoComplete="off" value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="participants-filter" />
      </Field.Root>
      <ResponsiveTable
        rows={shown}
        columns={columns}
        rowKey={(p) => p.memberId}
        rowProps={(p) => ({ 'data-testid': 'participant-row', 'data-member': p.memberId, 'data-completed': p.completed })}
        testId="participants-table"
      />
    </Stack>
  );
}
