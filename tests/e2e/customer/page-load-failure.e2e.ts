/**
 * A page whose code cannot be loaded (the connection dropped, or a new version replaced its file)
 * says so and offers Try again, instead of leaving a blank screen; Try again loads it.
 */
import { expect, test } from '../support/test';

test('a page whose code fails to load offers Try again, which loads it', async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/legal-page-[^/]+\.js$/, (route) =>
    failing ? route.abort() : route.continue(),
  );
  await page.goto('/terms');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Network error. Please check your connection.');
  // the customer frame stays: the salon's header is still there around the failed page
  await expect(page.getByRole('banner')).toBeVisible();
  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
