import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

/** Russian has four plural forms; i18next picks _one/_few/_many/_other by count. */
export const ru = {
  title: 'Приложение заблокировано',
  intro: 'Приложением какое-то время не пользовались. Чтобы снова увидеть списки, введите пароль.',
  introReopen: 'Данные избирателей на этом устройстве зашифрованы. Чтобы открыть списки, введите пароль.',
  needsConnection: 'Для этой первой проверки нужно подключение к интернету. Повторите, когда появится сигнал.',
  signedInAs: 'Учётная запись: {{name}}',
  password: 'Пароль',
  passwordRequired: 'Введите пароль!',
  unlock: 'Разблокировать',
  checking: 'Проверка…',
  signOut: 'Выйти',
  wrongPassword_one: 'Неверный пароль. Осталась {{count}} попытка, затем вы выйдете из системы.',
  wrongPassword_few: 'Неверный пароль. Осталось {{count}} попытки, затем вы выйдете из системы.',
  wrongPassword_many: 'Неверный пароль. Осталось {{count}} попыток, затем вы выйдете из системы.',
  wrongPassword_other: 'Неверный пароль. Осталось {{count}} попытки, затем вы выйдете из системы.',
} satisfies Translation<typeof sq>;
