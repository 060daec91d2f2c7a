export { sanitizeHtml } from '../../ui/html/html-text';
