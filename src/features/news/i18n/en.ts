import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const en = {
  title: 'News',
  search: {
    label: 'Title',
    submit: 'Search',
    clear: 'Clear',
    offlineLocal: 'Offline: only the {{count}} latest news items on this device were searched.',
  },
  empty: 'No news matches the search!',
  notDownloaded: 'The news has not been downloaded to this device yet. Connect to the internet to see it.',
  failure: 'An error occurred while communicating with the server!',
  keptCopy: 'Showing the news on this device, taken on {{date}}.',
  card: {
    open: 'Read the news item',
    photoAlt: 'Photo of the news item: {{title}}',
  },
  reader: {
    published: 'Published on {{date}}',
    publisher: 'By {{name}}',
    latest: 'Latest news',
    notFound: 'This news item is not on the device. Go back to the list.',
  },
} satisfies Translation<typeof sq>;
