import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

/** Russian has four plural forms; i18next picks _one/_few/_many/_other by count. */
export const ru = {
  welcome: 'Добро пожаловать!',
  intro: 'Войдите, используя свои учётные данные.',
  username: 'Имя пользователя или код',
  password: 'Пароль',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  usernameRequired: 'Введите имя пользователя или код пользователя!',
  passwordRequired: 'Введите пароль!',
  submit: 'Войти',
  submitting: 'Вход…',
  loginFailed: 'При входе произошла ошибка.',
  offline: 'Нет подключения к интернету. Для входа нужно подключение.',
  logout: {
    unsentTitle: 'Неотправленные изменения',
    unsentBody_one: 'У вас {{count}} изменение, которое ещё не отправлено. Оно сохранится на этом устройстве и будет отправлено, когда вы снова войдёте.',
    unsentBody_few: 'У вас {{count}} изменения, которые ещё не отправлены. Они сохранятся на этом устройстве и будут отправлены, когда вы снова войдёте.',
    unsentBody_many: 'У вас {{count}} изменений, которые ещё не отправлены. Они сохранятся на этом устройстве и будут отправлены, когда вы снова войдёте.',
    unsentBody_other: 'У вас {{count}} изменения, которые ещё не отправлены. Они сохранятся на этом устройстве и будут отправлены, когда вы снова войдёте.',
    signOutAnyway: 'Всё равно выйти',
    signingOut: 'Выход…',
  },
} satisfies Translation<typeof sq>;
