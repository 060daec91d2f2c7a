import type { ReactElement } from 'react';
import { areaRenderer } from '../../ui/testing/render-area';
import { PROFILE_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const renderArea = areaRenderer(PROFILE_NS, sq);

/** Renders a piece of the profile area with Chakra and the Albanian strings, as the app does. */
export function renderProfile(ui: ReactElement) {
  return renderArea(ui);
}
