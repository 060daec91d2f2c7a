import { Link, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { NotificationItem } from '../../../contract/notifications';
import { formatDateTime } from '../../../lib/datetime';
import { TableFrame } from '../../../ui/offline-list/table-frame';
import { NOTIFICATIONS_NS } from '../i18n/namespace';
import { DESCRIPTION_MAX, preview, TITLE_MAX } from '../text';
import { viewLink } from '../view-link';

/** Number, title, description and date (spec 02 §2.8); texts stripped of tags and cut at 50 / 90 (§5). */
export function NotificationsTable({ rows, firstNumber }: { rows: readonly NotificationItem[]; firstNumber: number }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const navigate = useNavigate();
  const columns = [t('columns.number'), t('columns.title'), t('columns.description'), t('columns.date')];
  return (
    <TableFrame columns={columns} empty={rows.length === 0} testId="notifications-table">
      {rows.map((item, index) => {
        const link = viewLink(item);
        const title = preview(item.title, TITLE_MAX);
        return (
          <Table.Row
            key={item.id}
            data-testid="notification-row"
            data-id={item.id}
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            // The whole row opens the notification for a pointer; the title link is the keyboard's way in.
            onClick={() => void navigate(link.to, { state: link.state })}
          >
            <Table.Cell>{firstNumber + index}</Table.Cell>
            <Table.Cell minW="160px">
              <Link asChild fontWeight="medium" aria-label={t('open', { title: item.title })}>
                <RouterLink to={link.to} state={link.state} onClick={(e) => e.stopPropagation()}>
                  {title}
                </RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell minW="220px">{preview(item.description, DESCRIPTION_MAX)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(item.create_date)}</Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
}
