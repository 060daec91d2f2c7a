import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { NotificationItem } from '../../../contract/notifications';
import { formatDateTime } from '../../../lib/datetime';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { NOTIFICATIONS_NS } from '../i18n/namespace';
import { DESCRIPTION_MAX, preview, TITLE_MAX } from '../text';
import { viewLink } from '../view-link';

/** Number, title, description and date (spec 02 §2.8); texts stripped of tags and cut at 50 / 90 (§5). */
export function NotificationsTable({ rows, firstNumber }: { rows: readonly NotificationItem[]; firstNumber: number }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const navigate = useNavigate();
  const columns: ListColumn<NotificationItem>[] = [
    { id: 'number', header: t('columns.number'), cell: (_item, index) => firstNumber + index, card: 'none' },
    {
      id: 'title',
      header: t('columns.title'),
      card: 'title',
      cellProps: { minW: '160px' },
      cell: (item) => {
        const link = viewLink(item);
        // The whole row opens the notification for a pointer; the title link is the keyboard's way in.
        return (
          <Link asChild fontWeight="medium" minH="44px" display="inline-flex" alignItems="center" aria-label={t('open', { title: item.title })}>
            <RouterLink to={link.to} state={link.state} onClick={(e) => e.stopPropagation()}>
              {preview(item.title, TITLE_MAX)}
            </RouterLink>
          </Link>
        );
      },
    },
    { id: 'description', header: t('columns.description'), card: 'detail', cellProps: { minW: '220px' }, cell: (item) => preview(item.description, DESCRIPTION_MAX) },
    { id: 'date', header: t('columns.date'), cell: (item) => formatDateTime(item.create_date), cellProps: { whiteSpace: 'nowrap' } },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(item) => item.id}
      rowProps={(item) => ({ 'data-testid': 'notification-row', 'data-id': item.id })}
      onRowClick={(item) => {
        const link = viewLink(item);
        void navigate(link.to, { state: link.state });
      }}
      testId="notifications-table"
    />
  );
}
