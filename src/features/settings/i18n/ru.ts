import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const ru = {
  intro: 'Эти настройки хранятся только на этом устройстве.',
  themeColor: 'Цвет темы',
  colors: {
    dark: 'Тёмный',
    light: 'Светлый',
    red: 'Красный',
    green: 'Зелёный',
    blue: 'Синий',
    yellow: 'Жёлтый',
    pink: 'Розовый',
    orange: 'Оранжевый',
  },
  sunlightHint: 'Высокий контраст для работы на улице: чёрный текст на белом, толстые рамки и крупный шрифт.',
  timezone: 'Часовой пояс',
  tirana: 'Тирана',
  timePreview: 'Сейчас: {{time}}',
  notifications: 'Уведомления',
  newsUpdates: 'Обновления новостей',
  upcomingEvents: 'Предстоящие события',
  newMessages: 'Новые сообщения',
} satisfies Translation<typeof sq>;
