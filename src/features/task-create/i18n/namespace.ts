import { registerNamespace } from '../../../i18n/i18n';
import { sq } from './sq';

/** The task-creation strings. Importing it registers them: Albanian now, another language when chosen. */
export const TASK_CREATE_NS = registerNamespace('task-create', sq, {
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
  de: () => import('./de').then((m) => m.de),
  it: () => import('./it').then((m) => m.it),
  ru: () => import('./ru').then((m) => m.ru),
});
