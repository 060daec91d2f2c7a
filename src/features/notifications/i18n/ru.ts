import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const ru = {
  title: 'Уведомления',
  search: {
    title: 'Заголовок',
    description: 'Описание',
    from: 'С даты',
    to: 'По дату',
    dateOrder: 'Дата начала не может быть позже даты окончания!',
    dateFormat: 'Дата должна быть в формате дд-мм-гггг',
  },
  columns: {
    number: '№',
    title: 'Заголовок',
    description: 'Описание',
    date: 'Дата',
  },
  open: 'Открыть уведомление: {{title}}',
  asOf: 'Данные на устройстве от {{date}}',
  wait: 'Пожалуйста, подождите!',
  offlineNoCopy: 'Этого поиска нет на устройстве. Подключитесь к интернету, чтобы искать.',
  failure: 'Произошла ошибка при связи с сервером!',
  view: {
    heading: 'Уведомление',
    date: 'Дата',
    notOnDevice: 'Этого уведомления нет на устройстве. Подключитесь к интернету, чтобы открыть его.',
    notFound: 'Уведомление не найдено!',
  },
} satisfies Translation<typeof sq>;
