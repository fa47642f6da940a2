/**
 * Keyboard-only steps for the accessibility tests: Tab until a control has focus, and the checks
 * made after every step (focus is somewhere real, and nothing sticky covers it), plus the target
 * size rule (24x24 everywhere, 44x44 on touch screens).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. A radio is
 * reached as a keyboard user does: Tab into its group, then the arrow keys within it.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  const isFocused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  const radioGroup = await target.evaluate((el) =>
    (el as HTMLInputElement).type === 'radio' ? (el as HTMLInputElement).name : null,
  );
  const inGroup = () =>
    page.evaluate((name) => {
      const a = document.activeElement as HTMLInputElement | null;
      return !!a && a.type === 'radio' && a.name === name;
    }, radioGroup);
  for (let i = 0; i <= max; i++) {
    if (await isFocused()) return;
    if (radioGroup && (await inGroup())) {
      for (let j = 0; j < 40 && !(await isFocused()); j++) await page.keyboard.press('ArrowDown');
      if (await isFocused()) return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard in ${max} presses`);
}

/** What has focus, for messages. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a
      ? `${a.tagName.toLowerCase()} "${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
  });

/** Focus is on a real element, never on <body> (and stays so for a moment: no late loss). */
export async function expectFocusKept(page: Page): Promise<void> {
  await expect.poll(() => focused(page), { timeout: 5000 }).not.toMatch(/^body /);
}

/** The focused element is not covered by a fixed or sticky bar (WCAG 2.4.11). */
export async function expectFocusNotObscured(page: Page): Promise<void> {
  const covered = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'no focus';
    const target = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label') ?? el) : el;
    const r = target.getBoundingClientRect();
    // a focused container taller than the window, or a page's <main> (focused after a navigation,
    // and running on below the fold), is judged by the part in view
    const tall = r.height > innerHeight || target.tagName === 'MAIN';
    const top = tall ? Math.max(r.top, 0) : r.top;
    const bottom = tall ? Math.min(r.bottom, innerHeight) : r.bottom;
    const half = Math.min((bottom - top) / 2, 20);
    const points = [
      [r.left + r.width / 2, top + half],
      [r.left + r.width / 2, bottom - half],
    ];
    if (r.left < -0.5 || r.right > innerWidth + 0.5)
      return `off screen sideways (${Math.round(r.left)} to ${Math.round(r.right)})`;
    for (const [x, y] of points) {
      if (y! < 0 || y! > innerHeight) return `off screen at y=${Math.round(y!)}`;
      const hit = document.elementFromPoint(x!, y!);
      if (hit && !target.contains(hit) && !hit.contains(target))
        return `covered by ${hit.className || hit.tagName}`;
    }
    return '';
  });
  expect(covered, `focused control ${await focused(page)}`).toBe('');
}

/** Interactive elements smaller than the target size (checkboxes and radios count their label). */
export async function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((size) => {
    const out: string[] = [];
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], .visually-hidden') && !el.matches(':focus')) continue;
      if (el.classList.contains('visually-hidden') || el.matches('a[href^="#"]:not(:focus)')) continue;
      const target = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.display === 'none')
        continue;
      // a link inside running text is exempt (WCAG 2.5.8); links in forms and labels are not
      const inline = el.tagName === 'A' && el.closest('p, li') && !el.closest('form, label');
      if (inline) continue;
      if (r.width + 0.5 < size || r.height + 0.5 < size) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return out;
  }, min);
}
