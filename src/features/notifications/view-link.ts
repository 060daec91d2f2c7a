import type { NotificationItem } from '../../contract/notifications';

/**
 * Where a notification opens: its id in the URL (a reload or a copied link still works) and the
 * item itself in navigation state (it shows at once, even offline). The top bar's dropdown uses it too.
 */
export function viewLink(item: NotificationItem): { to: string; state: { notification: NotificationItem } } {
  return { to: `/notification-view?id=${item.id}`, state: { notification: item } };
}
