import { areaRenderer } from '../../ui/testing/render-area';
import { EMIGRANT_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

/** Renders a piece of this area with Chakra and the Albanian strings (shell + area), as the app does. */
export const renderEmigrant = areaRenderer(EMIGRANT_NS, sq);
