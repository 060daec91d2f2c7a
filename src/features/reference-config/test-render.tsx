import type { ReactElement } from 'react';
import { areaRenderer } from '../../ui/testing/render-area';
import { REFERENCE_CONFIG_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const renderArea = areaRenderer(REFERENCE_CONFIG_NS, sq);

/** Renders a piece of the configuration screen with Chakra, the Albanian strings (shell + area) and a router at `path`. */
export function renderConfig(ui: ReactElement, path = '/configurations') {
  return renderArea(ui, { path });
}
