import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's WCAG 2.1 A/AA findings for the page as it is now (ARCHITECTURE §10: axe in e2e), or
 * only within `include` (a selector: an open drawer, without the page its mask dims).
 */
export async function accessibilityViolations(page: Page, include?: string): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (within) => {
    const axe = (globalThis as unknown as { axe: typeof Axe }).axe;
    // antd's hidden column-measuring row holds focusable copies of the header; it is never shown.
    const result = await axe.run(
      { ...(within ? { include: [[within]] } : {}), exclude: [['.ant-table-measure-row']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, include);
}
