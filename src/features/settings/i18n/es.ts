import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const es = {
  intro: 'Estas opciones se guardan solo en este dispositivo.',
  themeColor: 'Color del tema',
  colors: {
    dark: 'Oscuro',
    light: 'Claro',
    red: 'Rojo',
    green: 'Verde',
    blue: 'Azul',
    yellow: 'Amarillo',
    pink: 'Rosa',
    orange: 'Naranja',
  },
  sunlightHint: 'Alto contraste para trabajar al aire libre: texto negro sobre blanco, bordes gruesos y letra más grande.',
  timezone: 'Zona horaria',
  tirana: 'Tirana',
  timePreview: 'Hora actual: {{time}}',
  notifications: 'Notificaciones',
  newsUpdates: 'Novedades de noticias',
  upcomingEvents: 'Próximos eventos',
  newMessages: 'Mensajes nuevos',
} satisfies Translation<typeof sq>;
