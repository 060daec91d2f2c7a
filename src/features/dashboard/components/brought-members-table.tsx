import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BroughtMember } from '../../../contract/dashboard';
import { formatDate } from '../../../lib/datetime';
import { DASHBOARD_NS } from '../i18n/namespace';
import { DashboardTable } from './dashboard-table';
import { PersonAvatar } from './person-avatar';
import { SectionCard } from './section-card';

/** The latest members the member suggested (brought into the party). */
export function BroughtMembersTable({ rows }: { rows: readonly BroughtMember[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const columns = [t('brought.photo'), t('brought.name'), t('brought.membershipDate')];
  return (
    <SectionCard title={t('brought.heading')} id="dashboard-brought-heading" testId="dashboard-brought">
      <DashboardTable columns={columns} empty={rows.length === 0} labelledBy="dashboard-brought-heading" testId="dashboard-brought-table">
        {rows.map((row) => {
          const name = `${row.member.name} ${row.member.surname}`;
          return (
            <Table.Row key={row.id} data-testid="dashboard-brought-row">
              <Table.Cell>
                <PersonAvatar name={name} photo={row.member.photo} />
              </Table.Cell>
              <Table.Cell>{name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.membership_date)}</Table.Cell>
            </Table.Row>
          );
        })}
      </DashboardTable>
    </SectionCard>
  );
}
