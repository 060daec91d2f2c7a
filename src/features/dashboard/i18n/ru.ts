import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const ru = {
  welcome: 'Добро пожаловать, {{name}}!',
  intro: 'Выберите модуль в меню, чтобы начать.',
  special: 'Панель особого подразделения',
  seeProfile: 'Открыть профиль',
} satisfies Translation<typeof sq>;
