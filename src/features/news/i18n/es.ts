import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

export const es = {
  title: 'Noticias',
  search: {
    label: 'Título',
    submit: 'Buscar',
    clear: 'Limpiar',
    offlineLocal: 'Sin conexión: solo se buscó en las {{count}} noticias más recientes del dispositivo.',
  },
  empty: '¡No se encontró ninguna noticia con esa búsqueda!',
  notDownloaded: 'Las noticias aún no se han descargado en este dispositivo. Conéctese a internet para verlas.',
  failure: '¡Ocurrió un error al comunicarse con el servidor!',
  keptCopy: 'Se muestran las noticias del dispositivo, obtenidas el {{date}}.',
  card: {
    open: 'Leer la noticia',
    photoAlt: 'Foto de la noticia: {{title}}',
  },
  reader: {
    published: 'Publicada el {{date}}',
    publisher: 'Por {{name}}',
    latest: 'Últimas noticias',
    notFound: 'Esta noticia no está en el dispositivo. Vuelva a la lista.',
  },
} satisfies Translation<typeof sq>;
