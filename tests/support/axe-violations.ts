import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe violations, each as `<rule>: <target> <html> — <why>` so a
 * failure names the element and says what to fix. Every e2e accessibility check goes through here.
 *
 * Both settings keep every rule and every violation, and save time on a loaded 2-core machine:
 * - Legacy mode: one `axe.run` in the page (same-origin frames included) instead of `runPartial`
 *   per frame and `finishRun` in a blank page opened for it, which is there for cross-origin frames:
 *   the app has none. The phone sweep's 192 axe checks took 307 s, then 196; a11y.spec.ts 46 → 35 s.
 * - `resultTypes: ['violations']`: passes and incomplete results, which nothing here reads, carry one
 *   node each instead of every node with its selector and html: half of a run on a page of 600
 *   controls, within the noise on the sweep's pages (196 → 183 s).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`).join(', ')}`);
}
