import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const ru = {
  title: 'Новости',
  search: {
    label: 'Заголовок',
    submit: 'Искать',
    clear: 'Очистить',
    offlineLocal: 'Нет сети: поиск выполнен только по {{count}} последним новостям на устройстве.',
  },
  empty: 'По вашему запросу новостей не найдено!',
  notDownloaded: 'Новости ещё не загружены на это устройство. Подключитесь к интернету, чтобы их увидеть.',
  failure: 'При связи с сервером произошла ошибка!',
  keptCopy: 'Показаны новости на устройстве от {{date}}.',
  card: {
    open: 'Читать новость',
    photoAlt: 'Фото к новости: {{title}}',
  },
  reader: {
    published: 'Опубликовано {{date}}',
    publisher: 'Автор: {{name}}',
    latest: 'Последние новости',
    notFound: 'Этой новости нет на устройстве. Вернитесь к списку.',
  },
} satisfies Translation<typeof sq>;
