import type { Bundle } from '../i18n/bundles';
import { loadRegisteredBundles } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

/** Every area's namespace module, found by file name: a new area joins without being listed here. */
const AREA_NAMESPACES = import.meta.glob('../features/*/i18n/namespace.ts');

/**
 * Every string of the app in one language, keyed by namespace (`translation.app.name`,
 * `auth.usernameRequired`, `voting-day.noVoters`): what the completeness checks read. The app
 * itself never loads everything at once; an area's strings come with its code.
 */
export async function loadBundle(language: Language): Promise<Bundle> {
  await Promise.all(Object.values(AREA_NAMESPACES).map((load) => load()));
  return loadRegisteredBundles(language);
}
