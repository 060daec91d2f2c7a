import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const es = {
  title: 'Notificaciones',
  search: {
    title: 'Título',
    description: 'Descripción',
    from: 'Desde la fecha',
    to: 'Hasta la fecha',
    dateOrder: '¡La fecha de inicio no puede ser posterior a la fecha final!',
    dateFormat: 'La fecha debe ser dd-mm-aaaa',
  },
  columns: {
    number: 'N.º',
    title: 'Título',
    description: 'Descripción',
    date: 'Fecha',
  },
  open: 'Abrir la notificación: {{title}}',
  asOf: 'Datos en el dispositivo del {{date}}',
  wait: '¡Espere, por favor!',
  offlineNoCopy: 'Esta búsqueda no está en el dispositivo. Conéctese a internet para buscar.',
  failure: '¡Se produjo un error al comunicarse con el servidor!',
  view: {
    heading: 'Notificación',
    date: 'Fecha',
    notOnDevice: 'Esta notificación no está en el dispositivo. Conéctese a internet para abrirla.',
    notFound: '¡No se encontró la notificación!',
  },
} satisfies Translation<typeof sq>;
