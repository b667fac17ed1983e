import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings within `selector`, one line each: what failed and why. */
export async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.failureSummary).join(' | ')}`);
}
