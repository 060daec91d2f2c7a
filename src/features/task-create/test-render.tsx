import type { ReactElement } from 'react';
import { areaRenderer } from '../../ui/testing/render-area';
import { TASK_CREATE_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const renderArea = areaRenderer(TASK_CREATE_NS, sq);

/** Renders a piece of this area with Chakra, the Albanian strings (shell + area) and a router at `path`. */
export function renderTaskCreate(ui: ReactElement, path = '/', state?: unknown) {
  return renderArea(ui, { path, state });
}
