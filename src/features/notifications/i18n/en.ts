import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const en = {
  title: 'Notifications',
  search: {
    title: 'Title',
    description: 'Description',
    from: 'From date',
    to: 'To date',
    dateOrder: 'The start date cannot be after the end date!',
    dateFormat: 'The date must be dd-mm-yyyy',
  },
  columns: {
    number: 'No.',
    title: 'Title',
    description: 'Description',
    date: 'Date',
  },
  open: 'Open the notification: {{title}}',
  asOf: 'Data on this device from {{date}}',
  wait: 'Please wait!',
  offlineNoCopy: 'This search is not on the device. Connect to the internet to search.',
  failure: 'An error occurred while communicating with the server!',
  view: {
    heading: 'Notification',
    date: 'Date',
    notOnDevice: 'This notification is not on the device. Connect to the internet to open it.',
    notFound: 'The notification was not found!',
  },
} satisfies Translation<typeof sq>;
