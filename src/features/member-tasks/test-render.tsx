import type { ReactElement } from 'react';
import { areaRenderer } from '../../ui/testing/render-area';
import { MEMBER_TASKS_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const renderArea = areaRenderer(MEMBER_TASKS_NS, sq);

/** Renders a piece of this area with Chakra, the Albanian strings (shell + area) and a router at `path`. */
export function renderTasks(ui: ReactElement, path = '/', state?: unknown) {
  return renderArea(ui, { path, state });
}
