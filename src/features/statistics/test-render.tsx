import type { ReactElement } from 'react';
import { areaRenderer } from '../../ui/testing/render-area';
import { STATISTICS_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const renderArea = areaRenderer(STATISTICS_NS, sq);

/** Renders a piece of this area with Chakra, the Albanian strings (shell + area) and a router at `path`. */
export function renderStatistics(ui: ReactElement, path = '/', state?: unknown) {
  return renderArea(ui, { path, state });
}
