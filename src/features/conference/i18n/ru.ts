import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const ru = {
  title: 'Конференция',
  codeLabel: 'Код конференции',
  copy: 'Копировать код',
  copied: 'Код скопирован.',
  copyFailed: 'Код не скопирован. Выделите и скопируйте его вручную.',
  success: 'Успех',
  nameLabel: 'Вы будете отображаться как',
  task: 'Задача: {{name}}',
  join: 'Войти во встречу',
  joinHint: 'Встреча откроется в новом окне.',
  instructions: 'Передайте этот код организатору встречи или введите его в приложении для встреч, чтобы присоединиться к участникам задачи.',
  noCode: 'У этой задачи нет кода конференции.',
  back: 'Назад',
} satisfies Translation<typeof sq>;
