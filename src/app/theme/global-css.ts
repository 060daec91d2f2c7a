import type { SystemContext } from '@chakra-ui/react';
import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';

/**
 * The style sheet Chakra's provider injects at run time (the cascade layers' order, the reset, the
 * global styles and every token as a CSS variable), as text: emitted at build time as a static file
 * (vite.config.ts), so the variables are there before any script runs and the lock screen and
 * voting day, drawn with static CSS over them, need no styling system at all. Serialised as
 * emotion's `Global` does (its stylis pass with the vendor prefixer); global-css.test.ts checks the
 * result against what the provider inserts.
 */
export function chakraGlobalCss(system: SystemContext): string {
  const sheets: Interpolation<unknown>[] = [...(system._config.disableLayers ? [] : [system.layers.atRule]), ...system._global];
  return sheets.map((styles) => serialize(compile(serializeStyles([styles]).styles), middleware([prefixer, stringify]))).join('\n');
}
