/** The axe check the other tests rely on finds what it is there to find. */
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test('the axe check fails on a page with a serious violation, and passes once it is mended', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><button></button></main></body></html>',
  );
  await expect(expectNoSeriousViolations(page, 'nameless button')).rejects.toThrow(
    /button-name \(critical\)/,
  );
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><button>Book</button></main></body></html>',
  );
  await expectNoSeriousViolations(page, 'named button', 'all');
});
