import type { ReactElement } from 'react';
import { areaRenderer } from '../../ui/testing/render-area';
import { NEWS_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const renderArea = areaRenderer(NEWS_NS, sq);

/** Renders a piece of the news area with Chakra, a router and the Albanian strings, as the app does. */
export function renderNews(ui: ReactElement) {
  return renderArea(ui, { path: '/news-grid' });
}
