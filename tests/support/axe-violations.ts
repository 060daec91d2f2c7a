import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe violations, each as `<rule>: <target> <html> — <why>` so a
 * failure names the element and says what to fix. Every e2e accessibility check goes through here.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`).join(', ')}`);
}
