import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const ru = {
  title: 'Страница в разработке',
  body: 'Пожалуйста, загляните позже.',
  home: 'Вернуться на панель',
} satisfies Translation<typeof sq>;
