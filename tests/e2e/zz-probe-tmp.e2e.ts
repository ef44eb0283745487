import { expect, test } from '@playwright/test';
test('probe', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(process.env.RULEBENCH_E2E_URL!);
  await page.getByTestId('nav-rulesheet').click();
  await expect(page.getByTestId('sheet-frame')).toBeVisible();
  await page.waitForTimeout(2000);
  console.log('ERRORS-BEFORE', errors.length, errors.slice(0, 2));
  await expect(page.frameLocator('[data-testid="sheet-frame"]').locator('h1')).toBeVisible();
  console.log('ERRORS-AFTER', errors.length);
});
