import type { ReactElement } from 'react';
import { areaRenderer } from '../../ui/testing/render-area';
import { CONFERENCE_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const renderArea = areaRenderer(CONFERENCE_NS, sq);

/** Renders a piece of this area with Chakra, the Albanian strings (shell + area) and a router at `path`. */
export function renderConference(ui: ReactElement, path = '/', state?: unknown) {
  return renderArea(ui, { path, state });
}
