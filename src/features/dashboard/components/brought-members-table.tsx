import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BroughtMember } from '../../../contract/dashboard';
import { formatDate } from '../../../lib/datetime';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { DASHBOARD_NS } from '../i18n/namespace';
import { PersonAvatar } from './person-avatar';
import { SectionCard } from './section-card';

/** The latest members the member suggested (brought into the party). */
export function BroughtMembersTable({ rows }: { rows: readonly BroughtMember[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const name = (row: BroughtMember) => `${row.member.name} ${row.member.surname}`;
  const columns: ListColumn<BroughtMember>[] = [
    { id: 'photo', header: t('brought.photo'), cell: (row) => <PersonAvatar name={name(row)} photo={row.member.photo} />, card: 'none' },
    {
      id: 'name',
      header: t('brought.name'),
      card: 'title',
      cell: name,
      cardCell: (row) => (
        <HStack gap="2">
          <PersonAvatar name={name(row)} photo={row.member.photo} />
          <Text>{name(row)}</Text>
        </HStack>
      ),
    },
    { id: 'date', header: t('brought.membershipDate'), cell: (row) => formatDate(row.membership_date), cellProps: { whiteSpace: 'nowrap' } },
  ];
  return (
    <SectionCard title={t('brought.heading')} id="dashboard-brought-heading" testId="dashboard-brought">
      <ResponsiveTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'dashboard-brought-row' })}
        labelledBy="dashboard-brought-heading"
        testId="dashboard-brought-table"
      />
    </SectionCard>
  );
}
