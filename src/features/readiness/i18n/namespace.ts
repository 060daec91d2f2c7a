import { registerNamespace } from '../../../i18n/i18n';
import { sq } from './sq';

/**
 * The namespace of the readiness check's strings. Importing it registers them: Albanian now,
 * another language as its own chunk when the user chooses it.
 */
export const READINESS_NS = registerNamespace('readiness', sq, {
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
  de: () => import('./de').then((m) => m.de),
  it: () => import('./it').then((m) => m.it),
  ru: () => import('./ru').then((m) => m.ru),
});
