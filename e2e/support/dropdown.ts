import { expect, type Locator } from '@playwright/test';

/**
 * Picks an entry of an antd dropdown menu and waits for its effect. On a loaded machine a click
 * that lands while the dropdown still zooms in is sometimes swallowed (seen in CI); a user would
 * click again, so the pick is retried, opening the dropdown again when it has closed.
 */
export async function pickFromDropdown(opener: Locator, item: Locator, effect: () => Promise<void>) {
  await expect(async () => {
    if (!(await item.isVisible())) await opener.click();
    await item.click({ timeout: 3_000 });
    await effect();
  }).toPass({ timeout: 20_000 });
}
