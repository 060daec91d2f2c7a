import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical axe violations, each as `<rule>: <targets>` so a failure names the element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
